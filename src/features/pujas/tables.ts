import type { Generated } from 'kysely';

export type PujaCategory = 'parihara' | 'ashram' | 'homam' | 'other';

/** The puja catalogue's table; the places, bookings and waitlist of its pujas are src/features/bookings/tables.ts. */
export interface PujaTables {
  /** The puja catalogue: what a devotee may book, on which days, how many a day. */
  pujas: {
    id: Generated<number>;
    slug: string;
    category: PujaCategory;
    name_en: string;
    name_te: string;
    description_en: string;
    description_te: string;
    /** Whole rupees; 0 means an offering of the devotee's choice of at least min_rupees. */
    price_rupees: number;
    min_rupees: number;
    duration_minutes: number;
    /** Weekdays offered, Sunday 0 to Saturday 6, as '1,3,5'; empty for listed dates only. */
    weekdays: string;
    /** JSON list of 'yyyy-mm-dd' days offered besides the weekdays (each Pournami, ...). */
    dates: string;
    /** JSON {"1":"06:30"}: the start time (India, 24 h) per weekday offered; none shows no time. */
    start_times: string;
    per_day: number;
    min_days_ahead: number;
    max_days_ahead: number;
    on_behalf: number;
    prasadam: number;
    /** The stored picture's key (src/server/images), and its upright size; null without one. */
    image: string | null;
    image_width: number | null;
    image_height: number | null;
    enabled: number;
    sort_order: number;
    created_at: string;
    updated_at: string;
  };
}
