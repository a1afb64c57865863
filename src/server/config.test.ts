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

  it('keeps uploads on the local disk unless STORAGE=s3, and then wants a bucket', () => {
    expect(parseConfig({}).STORAGE).toBe('local');
    expect(() => parseConfig({ STORAGE: 's3' })).toThrow('S3_BUCKET: must be set when STORAGE=s3 (the bucket that holds the uploads) (got null)');
    expect(() => parseConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_SECRET_ACCESS_KEY: must be set together');
    const s3 = parseConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3.S3_REGION).toBe('us-east-1');
    expect(() => parseConfig({ S3_PUBLIC_URL: 'ftp://files' })).toThrow('S3_PUBLIC_URL');
  });
});
