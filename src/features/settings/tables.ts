export interface SiteTables {
  site_settings: { section: string; value: string; updated_at: string };
  site_meta: { key: string; value: string };
}
