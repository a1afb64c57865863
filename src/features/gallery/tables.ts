import type { Generated } from 'kysely';

export interface GalleryTables {
  albums: {
    id: Generated<number>;
    title: string;
    title_te: string | null;
    album_date: string;
    created_at: string;
  };
  album_images: {
    id: Generated<number>;
    album_id: number;
    position: number;
    image_key: string;
    image_width: number;
    image_height: number;
    /** The photo's own text (its alternative text and the viewer's caption); null: none. */
    caption: string | null;
    caption_te: string | null;
  };
}
