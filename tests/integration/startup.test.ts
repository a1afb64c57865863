import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ended, runSite, spawnSite } from '../support/server.ts';

const exitOf = (env: Record<string, string>) => runSite({ PORT: '0', ...env });

describe('start-up with a bad environment', () => {
  it('stops with a message naming a bad variable', async () => {
    const { code, output } = await exitOf({ DEMO_CONTENT: 'perhaps', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) });
    expect(code).toBe(78);
    expect(output).toContain('DEMO_CONTENT');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('stops with a message when DATA_DIR cannot be used', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'datadir-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, output } = await exitOf({ DATA_DIR: join(file, 'data') });
    expect(code).toBe(78);
    expect(output).toContain(`DATA_DIR ${join(file, 'data')} cannot be used`);
  });

  it('stops with a message when the database cannot be reached', async () => {
    const { code, output } = await exitOf({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'unreach-')),
      DATABASE_URL: 'postgres://site:secret@127.0.0.1:1/site',
    });
    expect(code).toBe(78);
    expect(output).toContain('Cannot reach the database at postgres://site:***@127.0.0.1:1/site');
    expect(output).not.toContain('secret');
  });

  it('refuses to serve other machines in production without SITE_URL, in one line naming it', async () => {
    const run = spawnSite({ PORT: '0', NODE_ENV: 'production', HOST: '0.0.0.0', SITE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'siteurl-')) });
    // A site that starts anyway is stopped, so that it never outlives the test.
    const started = setInterval(() => run.output().includes('Server listening') && run.child.kill('SIGKILL'), 100);
    const { code, output } = await ended(run).finally(() => clearInterval(started));
    expect(code).toBe(78);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ERROR Invalid configuration: SITE_URL: must be set .*HOST=0\.0\.0\.0/);
  });
});
