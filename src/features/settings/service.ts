import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { log } from '#src/server/log.ts';
import { readSectionRows, SEED_VERSION, writeSection } from './repo.ts';
import { sectionNames, settingsSections, type SectionName, type Settings } from './sections/index.ts';

export interface LoadedSettings {
  settings: Settings;
  /** Sections missing or unreadable in the database, shown from the seed values instead. */
  fallbacks: SectionName[];
}

/** A stored section's values, or undefined when the row is missing or no longer valid. */
export function parseStored<K extends SectionName>(section: K, raw: string | undefined): Settings[K] | undefined {
  if (raw === undefined) return undefined;
  try {
    const parsed = settingsSections[section].schema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Settings[K]) : undefined;
  } catch {
    return undefined;
  }
}

/** The settings as the site shows them; a missing section falls back to its seed. */
export async function loadSettings(db: Kysely<Database>): Promise<LoadedSettings> {
  const states = Object.entries(await readStates(db, parseStoredOnce)) as Array<[SectionName, SectionState]>;
  const fallbacks = states
    .filter(([, s]) => s.source === 'missing' || s.source === 'unreadable')
    .map(([section]) => section);
  // An empty database (before the first start's seed) is not worth a warning.
  if (fallbacks.length > 0 && states.some(([, s]) => s.source !== 'missing'))
    log.warn(`Settings sections shown from seed values: ${fallbacks.join(', ')}`);
  return { settings: sameSettings(settingsOf(Object.fromEntries(states))), fallbacks };
}

/**
 * The settings of the last view while no section changed: the sections are parsed once per change
 * of their text (below), so the same sections make the same object, and what pages make of the
 * settings alone can be kept with it (`perSettings`) instead of being made again per request.
 */
let lastSettings: Settings | undefined;
function sameSettings(settings: Settings): Settings {
  const last = lastSettings;
  if (last && sectionNames.every((section) => last[section] === settings[section])) return last;
  lastSettings = settings;
  return settings;
}

const derived = new WeakMap<Settings, Map<string, unknown>>();

/**
 * What `make` makes of these settings, made once per settings object (so once per change of the
 * settings, on every instance: the settings are read again with every new content version) and
 * per `key`, which must name everything else it depends on (the language, say).
 */
export function perSettings<V>(settings: Settings, key: string, make: () => V): V {
  let kept = derived.get(settings);
  if (!kept) derived.set(settings, (kept = new Map()));
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as V;
}

/** The values of every section, as the pages use them. */
export const settingsOf = (states: Record<string, SectionState>) =>
  Object.fromEntries(Object.entries(states).map(([section, s]) => [section, s.value])) as Settings;

export async function seedSettings(db: Kysely<Database>) {
  for (const section of sectionNames) await writeSection(db, section, settingsSections[section].seed, SEED_VERSION);
}

/** How the admin screen sees a section: its values, the version a save must start from, and where they come from. */
export interface SectionState<K extends SectionName = SectionName> {
  value: Settings[K];
  /** The row's version, or null when there is no row. */
  version: string | null;
  /** 'stored': the staff's own; 'seed': built-in values never saved; 'missing'/'unreadable': shown from the seed. */
  source: 'stored' | 'seed' | 'missing' | 'unreadable';
}

/**
 * The last stored text of each section and its values: every page view reads the rows, and the
 * text has not changed since the last view but after a save, so it is parsed and checked once per
 * change, not per request. The values are shared between the requests that render pages, as the
 * seed values always were; the admin screens, which edit what they read, parse their own copy.
 */
const lastParsed = new Map<SectionName, { raw: string; value: Settings[SectionName] | undefined }>();

function parseStoredOnce<K extends SectionName>(section: K, raw: string | undefined): Settings[K] | undefined {
  if (raw === undefined) return undefined;
  const last = lastParsed.get(section);
  if (last?.raw === raw) return last.value as Settings[K] | undefined;
  const value = parseStored(section, raw);
  lastParsed.set(section, { raw, value });
  return value;
}

export const loadSectionStates = (db: Kysely<Database>) => readStates(db, parseStored);

async function readStates(
  db: Kysely<Database>,
  parse: typeof parseStored,
): Promise<{ [K in SectionName]: SectionState<K> }> {
  const rows = new Map((await readSectionRows(db)).map((r) => [r.section, r]));
  const states = {} as Record<SectionName, SectionState>;
  for (const section of sectionNames) {
    const row = rows.get(section);
    const stored = parse(section, row?.value);
    states[section] = {
      value: stored ?? settingsSections[section].seed,
      version: row ? row.updated_at : null,
      source: !row
        ? 'missing'
        : stored === undefined
          ? 'unreadable'
          : row.updated_at === SEED_VERSION
            ? 'seed'
            : 'stored',
    };
  }
  return states as { [K in SectionName]: SectionState<K> };
}

export async function saveSection<K extends SectionName>(db: Kysely<Database>, section: K, value: unknown) {
  const parsed = settingsSections[section].schema.parse(value);
  await writeSection(db, section, parsed);
  return parsed as Settings[K];
}

/** Sections added after a database was first started get their seed values once. */
export async function seedMissingSections(db: Kysely<Database>): Promise<SectionName[]> {
  const present = new Set((await readSectionRows(db)).map((r) => r.section));
  const missing = sectionNames.filter((s) => !present.has(s));
  for (const section of missing) await writeSection(db, section, settingsSections[section].seed, SEED_VERSION);
  return missing;
}

/** Saving a section (the About texts' API saves through it too), and the settings screen's post. */
export { saveSettingsSection } from './save.ts';
