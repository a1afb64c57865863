import type { Generated } from 'kysely';

/** Puja cards: the home page carousel; each opens the gallery of its day. */
export interface PujaCardTables {
  puja_cards: {
    id: Generated<number>;
    title: string;
    title_te: string | null;
    description: string;
    description_te: string | null;
    card_date: string;
    image_key: string;
    image_width: number;
    image_height: number;
    created_at: string;
    updated_at: string;
  };
}
