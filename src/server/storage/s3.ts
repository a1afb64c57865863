import type * as S3 from '@aws-sdk/client-s3';
import { assertSafeKey, immutableCache, isSafeKey, type FileStorage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** Unset: Amazon S3 itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Set: browsers load files from here; unset: through the site's /uploads route. */
  publicUrl?: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export interface S3Storage extends FileStorage {
  /** Throws a sentence an operator can act on when the bucket cannot be used. */
  check(): Promise<void>;
  describe: string;
}

/** Files as objects of one bucket on an S3-compatible server, through the AWS SDK. */
export function s3Storage(options: S3Options): S3Storage {
  // The SDK is several MB of code: it loads on first use, so a site on local storage (which
  // still reaches this module through the storage index) never holds it.
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Only the checksums a server asks for: several S3-compatible servers refuse the newer
        // default checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/+$/, '');
  const describe = `bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`;
  /** Part of an object, asked for only when the answer is read. */
  const rangeStream = (key: string, start: number, end: number) => {
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!reader) {
          const { sdk, client } = await connect();
          const object = await client.send(
            new sdk.GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }),
          );
          if (!object.Body) return controller.close();
          reader = object.Body.transformToWebStream().getReader();
        }
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    });
  };
  return {
    describe,
    async put(key, data, contentType) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: immutableCache,
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key, whole) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        if (whole) {
          // The common case, an image: one call answers both the size and the bytes.
          const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
          const body = object.Body?.transformToWebStream();
          const size = object.ContentLength ?? 0;
          if (!size) await body?.cancel();
          return { size, read: () => body ?? new ReadableStream({ start: (c) => c.close() }) };
        }
        const size = (await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
        return { size, read: (start, end) => rangeStream(key, start, end) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isSafeKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    url: (key) => `${publicBase ?? '/uploads'}/${key}`,
    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        const e = error as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
        const status = e.$metadata?.httpStatusCode;
        const reason =
          status === 404
            ? 'no such bucket'
            : status === 403
              ? 'access denied'
              : (e.code ?? e.name ?? e.message ?? String(error));
        throw new Error(
          `Cannot use the S3 ${describe} (${reason}). ` +
            'Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys, and that the bucket exists.',
        );
      }
    },
  };
}
