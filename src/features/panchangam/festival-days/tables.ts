import type { Generated } from 'kysely';

export interface FestivalTables {
  /**
   * The office's word on a festival's day. A move names the festival (festival-rules.ts) and the
   * computed day it replaces; an added day has no festival key and carries its own names.
   */
  festival_overrides: {
    id: Generated<number>;
    festival_key: string | null;
    moves_from: string | null;
    day: string;
    name_en: string | null;
    name_te: string | null;
    updated_at: string;
    updated_by: string;
  };
}
