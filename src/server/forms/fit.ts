import type { z } from 'zod';
import { nestFields } from './names.ts';

/**
 * A form sends text, once or many times under one name; the schema says whether the field is one
 * value or a list. A list gets every value sent, in order (one box ticked is a list of one). A
 * single value sent more than once takes the last: HTML's own way, where a hidden default comes
 * before the box that overrides it, and the value a browser sends for the field the visitor saw.
 */

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers (optional, default, a preprocess or transform) that says what it takes. */
function takes(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (let depth = 0; depth < 32; depth++) {
    if (def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in && def.out)
      def = defOf(defOf(def.in).type === 'transform' ? def.out : def.in);
    else if (def.type === 'lazy' && def.getter) def = defOf(def.getter());
    else break;
  }
  return def;
}

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value shaped as the schema takes it: lists where it wants lists, the last text where it wants one. */
export function fitToSchema(schema: z.ZodType, value: unknown): unknown {
  const def = takes(schema);
  if (def.type === 'array' && def.element) {
    if (value === undefined) return value;
    const element = def.element;
    return (Array.isArray(value) ? value : [value]).map((v) => fitToSchema(element, v));
  }
  if (def.type === 'object' && def.shape) {
    if (!isObject(value)) return value;
    const fitted = { ...value };
    for (const [name, field] of Object.entries(def.shape))
      if (Object.hasOwn(fitted, name)) fitted[name] = fitToSchema(field, fitted[name]);
    return fitted;
  }
  // A union of single values is one value; any other union, a record or a tuple reads the value itself.
  const single = def.type !== 'union' || (def.options ?? []).every((o) => !['array', 'object'].includes(takes(o).type));
  if (!single || ['record', 'tuple', 'intersection', 'map', 'set'].includes(def.type)) return value;
  return isTexts(value) ? value.at(-1) : value;
}

/** A form's fields as its schema reads them: dotted names nested (see nestFields), then fitted. */
export const formInput = (schema: z.ZodType, fields: Record<string, unknown>) =>
  fitToSchema(schema, nestFields(fields));
