import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { inlineDisposition, isStorageKey, newStorageKey, type Storage } from './storage';

/** Where the bucket is and how to sign in to it (platform/config's `s3`, from the S3_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a test server); unset: AWS's own for the region. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** SigV4 presigned links live at most 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/**
 * Files in an S3 bucket through the official AWS SDK v3. Any S3-compatible endpoint works: with
 * S3_ENDPOINT set, buckets are addressed by path (`endpoint/bucket/key`), which such servers expect.
 * Private files are handed out as presigned GETs (`signedUrl`) that expire; the bucket itself stays
 * private. The bucket must exist.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(folder, extension, data, opts = {}) {
      const key = newStorageKey(folder, extension);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: opts.contentType ?? 'application/octet-stream' }),
      );
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, opts) {
      if (!isStorageKey(key)) return null;
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(opts.contentType ? { ResponseContentType: opts.contentType } : {}),
        ...(opts.fileName ? { ResponseContentDisposition: inlineDisposition(opts.fileName) } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: Math.max(1, Math.min(Math.floor(opts.expiresIn), MAX_PRESIGN_SECONDS)) });
    },
    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
    close() {
      client.destroy();
    },
  };
}

/** The SDK's answer for a key with no object (NoSuchKey; some S3-compatible servers say only 404). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
