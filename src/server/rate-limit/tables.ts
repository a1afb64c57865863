export interface RateLimitTables {
  /** One fixed window per key; the key names what is counted (for example an IP and an account). */
  rate_limits: {
    key: string;
    count: number;
    window_start: string;
  };
}
