/** A long page text in one language: titled sections of paragraphs and lists. */
export interface ArticleSection {
  readonly heading?: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
}

export interface Article {
  readonly intro?: readonly string[];
  readonly sections: readonly ArticleSection[];
}

/** A text written in both languages; pages choose one with the visitor's language. */
export type InBoth<T> = { readonly en: T; readonly te: T };
