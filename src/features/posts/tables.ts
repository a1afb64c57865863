import type { Generated } from 'kysely';

/** Puja cards: the home page carousel; each opens the gallery of its day. */
export interface PujaPostTables {
  puja_posts: {
    id: Generated<number>;
    title: string;
    title_te: string | null;
    description: string;
    description_te: string | null;
    post_date: string;
    image_key: string;
    image_width: number;
    image_height: number;
    created_at: string;
    updated_at: string;
  };
}
