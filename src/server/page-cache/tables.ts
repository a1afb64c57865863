export interface PageCacheTables {
  /**
   * One row (id 1): a token that changes whenever an administrator changes what the public pages
   * show. Every server instance compares it with the token its cached pages were made under.
   */
  content_version: {
    id: number;
    version: string;
    changed_at: string;
  };
}
