import type { Config } from '../config.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../http/media-route.ts';
import type { MediaStorage } from './media-storage.ts';

export type S3Settings = Omit<NonNullable<Config['s3']>, 'publicUrl'>;

function defaultPublicBaseUrl({ endpoint, bucket, region }: S3Settings): string {
  return endpoint !== null
    ? `${endpoint}/${bucket}`
    : `https://${bucket}.s3.${region}.amazonaws.com`;
}

export async function createS3Storage(
  settings: S3Settings,
  publicBaseUrl: string | null = null,
): Promise<MediaStorage & { close(): void }> {
  // Imported only when a bucket is configured: the SDK holds megabytes of heap.
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    ...(settings.endpoint !== null && {
      endpoint: settings.endpoint,
      // Self-hosted stores rarely resolve bucket subdomains.
      forcePathStyle: true,
      // Many S3-compatible stores reject the CRC32 checksums SDK 3.729+ adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  });
  const base = (publicBaseUrl ?? defaultPublicBaseUrl(settings)).replace(/\/+$/, '');
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        return object.Body === undefined
          ? null
          : Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    publicUrl: (key) => `${base}/${key}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
    close: () => client.destroy(),
  };
}
