import type { Generated } from 'kysely';

export interface ActivityTables {
  activities: {
    id: Generated<number>;
    title: string;
    title_te: string | null;
    description: string;
    description_te: string | null;
    image_key: string;
    image_width: number;
    image_height: number;
    /** '#rrggbb' */
    color: string;
    is_enable: number;
    created_at: string;
    updated_at: string;
  };
}
