import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('configuration', () => {
  it('has a working default for every variable of a local run', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 4321, HOST: 'localhost', DATA_DIR: './data', DEMO_CONTENT: 'on' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(4321);
  });

  it('names the variable and the value when a value is wrong', () => {
    const attempt = () => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_CONTENT: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('"eighty"');
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
      expect(message).toContain('DEMO_CONTENT');
    }
  });

  it('accepts a PostgreSQL URL', () => {
    expect(parseConfig({ DATABASE_URL: 'postgresql://u:p@db/site' }).DATABASE_URL).toBe('postgresql://u:p@db/site');
  });
});
