/**
 * A page form names a nested value by its path with dots, the way a field's error is named
 * (fieldOf in src/server/validation/messages.ts): `family.0.name`, `prasadam.pin`. A step of digits
 * is a row of a list.
 */

/** Steps that would reach an object's prototype are never followed: such a name stays as sent. */
const unsafeStep = new Set(['__proto__', 'prototype', 'constructor']);
/** A row number as forms write it; a longer run of digits is an ordinary key, so no name makes a huge list. */
const rowStep = /^(0|[1-9]\d{0,3})$/;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node whose every key is a row number becomes a list in the order of the numbers; a gap closes up. */
function listsOf(node: Node, made: Set<Node>): unknown {
  for (const [key, value] of Object.entries(node))
    if (isNode(value) && made.has(value)) node[key] = listsOf(value, made);
  const keys = Object.keys(node);
  if (keys.length === 0 || !keys.every((k) => rowStep.test(k))) return node;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => node[n]);
}

/**
 * The fields of a form with dotted names turned into objects and lists:
 * `{ 'devotees.0.name': 'Sita', 'prasadam.pin': '523001' }` reads as
 * `{ devotees: [{ name: 'Sita' }], prasadam: { pin: '523001' } }`. A name that clashes with one
 * already placed (`a=1` and `a.b=2`) stays as sent, so the schema refuses it rather than a value
 * being lost silently.
 */
export function nestFields(fields: Record<string, unknown>): Record<string, unknown> {
  const root: Node = {};
  // Only objects made here are walked into or turned into lists: a value sent is never reshaped.
  const made = new Set<Node>();
  for (const [name, value] of Object.entries(fields)) {
    const steps = name.split('.');
    if (steps.length > 1 && !steps.some((s) => s === '' || unsafeStep.has(s)) && place(root, steps, value, made))
      continue;
    if (!Object.hasOwn(root, name)) root[name] = value;
  }
  for (const [key, value] of Object.entries(root))
    if (isNode(value) && made.has(value)) root[key] = listsOf(value, made);
  return root;
}

/** Puts the value at its path; false when the path runs into a value already there. */
function place(root: Node, steps: string[], value: unknown, made: Set<Node>): boolean {
  let node = root;
  for (const step of steps.slice(0, -1)) {
    if (!Object.hasOwn(node, step)) made.add((node[step] = {}) as Node);
    const next = node[step];
    if (!isNode(next) || !made.has(next)) return false;
    node = next;
  }
  const last = steps.at(-1)!;
  if (Object.hasOwn(node, last)) return false;
  node[last] = value;
  return true;
}
