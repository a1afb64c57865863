// A real S3-compatible server on loopback for tests: s3rver keeps the objects in a temporary
// folder and speaks the S3 REST API that the AWS SDK uses.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The STORAGE and S3_* variables a server or script needs to use this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(buckets: string[] = ['peetam-uploads']): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'peetam-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = buckets[0]!;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
