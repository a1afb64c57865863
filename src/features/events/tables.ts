import type { Generated } from 'kysely';

export interface EventTables {
  events: {
    id: Generated<number>;
    title: string;
    title_te: string | null;
    description: string;
    description_te: string | null;
    /** 'YYYY-MM-DD', the day in Asia/Kolkata. */
    event_date: string;
    image_key: string;
    image_width: number;
    image_height: number;
    youtube_link: string | null;
    created_at: string;
    updated_at: string;
  };
}
