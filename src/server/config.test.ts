import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, parseConfig } from './config.ts';

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

  it('accepts a PostgreSQL URL, with the key every instance seals donor identities with', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(parseConfig({ DATABASE_URL: 'postgresql://u:p@db/site', DONOR_DATA_KEY: key }).DATABASE_URL).toBe(
      'postgresql://u:p@db/site',
    );
    expect(() => parseConfig({ DATABASE_URL: 'postgresql://u:p@db/site' })).toThrow(
      'DONOR_DATA_KEY: must be set with DATABASE_URL',
    );
    expect(() => parseConfig({ DONOR_DATA_KEY: 'short' })).toThrow('DONOR_DATA_KEY: must be 32 bytes in base64');
  });

  it('keeps uploads on the local disk unless STORAGE=s3, and then wants a bucket', () => {
    expect(parseConfig({}).STORAGE).toBe('local');
    expect(() => parseConfig({ STORAGE: 's3' })).toThrow(
      'S3_BUCKET: must be set when STORAGE=s3 (the bucket that holds the uploads) (got null)',
    );
    expect(() => parseConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: must be set together',
    );
    const s3 = parseConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3.S3_REGION).toBe('us-east-1');
    expect(() => parseConfig({ S3_PUBLIC_URL: 'ftp://files' })).toThrow('S3_PUBLIC_URL');
  });

  it('links to this machine only when nobody else can reach it', () => {
    expect(parseConfig({}).SITE_URL).toBe('http://localhost:4321');
    expect(parseConfig({ PORT: '8080', HOST: '127.0.0.1' }).SITE_URL).toBe('http://localhost:8080');
    expect(parseConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).SITE_URL).toBe('http://localhost:4321');
    expect(parseConfig({ HOST: '0.0.0.0', SITE_URL: 'https://peetam.example.org' }).SITE_URL).toBe(
      'https://peetam.example.org',
    );
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'peetam.example.org']) {
      expect(() => parseConfig({ HOST }), HOST).toThrow(
        new RegExp(
          "^Invalid configuration: SITE_URL: must be set to the site's public address .* " +
            'when NODE_ENV=production and HOST=',
        ),
      );
    }
  });

  it('knows the loopback addresses', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '128.0.0.1', '10.0.0.1', 'localhost.example.org', 'example.org'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('says what is wrong on one line', () => {
    expect(() => parseConfig({ PORT: 'eighty', DEMO_CONTENT: 'maybe' })).toThrow(
      /^Invalid configuration: PORT: .*; DEMO_CONTENT: [^\n]*$/,
    );
  });
});
