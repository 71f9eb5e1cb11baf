import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  assertValidPrefix,
  createDigest,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Ceph, a test server); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bytes per uploaded part of a large object; S3 takes no part under 5 MiB but the last. */
  partSizeBytes?: number;
}

const minimumPartSizeBytes = 5 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Hands out the content as pieces of exactly `size` bytes (the last may be shorter). */
async function* piecesOf(content: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let yielded = false;
  for await (const chunk of content) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      yielded = true;
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  // An empty content is one empty piece; otherwise no empty piece at the end.
  if (pendingBytes || !yielded) yield Buffer.concat(pending);
}

/**
 * Objects in an S3 bucket (AWS, or any S3-compatible service). Content up to one part goes up
 * in one PutObject; larger streams as a multipart upload, part by part (bounded memory), that
 * becomes visible only when completed and is aborted on failure: no half object ever shows.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Bodies are always whole buffers; checksums only where S3 requires them, so that
    // S3-compatible services without the newer checksum headers understand every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const partSize = Math.max(options.partSizeBytes ?? 8 * 1024 * 1024, minimumPartSizeBytes);

  async function putStream(key: string, content: Readable): Promise<StoredObject> {
    assertValidKey(key);
    const digest = createDigest();
    const pieces = piecesOf(content, partSize);
    const first = await pieces.next();
    const firstPiece = first.done ? Buffer.alloc(0) : first.value;
    digest.update(firstPiece);
    const second = await pieces.next();
    if (second.done) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: firstPiece }));
      return digest.result();
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
    try {
      const parts: CompletedPart[] = [];
      const upload = async (piece: Buffer) => {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: piece }),
        );
        parts.push({ ETag, PartNumber });
      };
      await upload(firstPiece);
      digest.update(second.value);
      await upload(second.value);
      for await (const piece of pieces) {
        digest.update(piece);
        await upload(piece);
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return digest.result();
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
        .catch(() => undefined);
      content.destroy();
      throw error;
    }
  }

  async function list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    kind: 's3',
    put: (key, content) =>
      putStream(key, Buffer.isBuffer(content) ? Readable.from([content]) : content),
    async moveFileIn(key, filePath) {
      const stored = await putStream(key, createReadStream(filePath));
      await rm(filePath, { force: true });
      return stored;
    },
    async open(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return { stream: object.Body, sizeBytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async sizeOf(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list,
    async removePrefix(prefix) {
      const keys = await list(prefix);
      for (let start = 0; start < keys.length; start += 1000) {
        const { Errors } = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: {
              Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })),
              Quiet: true,
            },
          }),
        );
        if (Errors?.length) throw new Error(`S3 kept ${Errors.length} objects under ${prefix}`);
      }
      return keys.length;
    },
  };
}
