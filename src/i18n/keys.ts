import type { DictionaryKey } from './dictionaries.ts';

/**
 * What `t` takes for a key of type K: a key written out, or a template whose parts are typed
 * unions, must be in the dictionaries (a part typed `string` fails: type it, or say runtimeKey);
 * a key only known at run time, typed `string` (a schema's message, a refusal's), is looked up as
 * it is and shows itself when missing. Not distributive, so one missing member of a union fails.
 */
export type KnownKey<K extends string> = string extends K
  ? unknown
  : [K] extends [DictionaryKey]
    ? unknown
    : DictionaryKey;
