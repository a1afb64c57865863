/** Form fields are named by the path of their value in the section: 'social.instagram', 'phones.0'. */
export type Fields = Record<string, string>;

export function flatten(value: unknown, prefix = '', into: Fields = {}): Fields {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}${i}.`, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, `${prefix}${k}.`, into);
  else into[prefix.slice(0, -1)] = typeof value === 'boolean' ? (value ? 'on' : '') : String(value ?? '');
  return into;
}

/** Sets the value at a dotted path, making arrays for numeric steps. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const steps = path.split('.');
  let node = target;
  steps.forEach((step, i) => {
    if (i === steps.length - 1) node[step] = value;
    else node = (node[step] ??= /^\d+$/.test(steps[i + 1]!) ? [] : {}) as Record<string, unknown>;
  });
}

/** The section's shape filled from the typed fields: only paths the section has are read. */
export function unflatten(shape: unknown, fields: Fields): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const path of Object.keys(flatten(shape))) {
    const isFlag = typeof pathValue(shape, path) === 'boolean';
    setPath(result, path, isFlag ? fields[path] === 'on' : (fields[path] ?? ''));
  }
  return result;
}

export function pathValue(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, step) => (node == null ? undefined : (node as Record<string, unknown>)[step]), value);
}
