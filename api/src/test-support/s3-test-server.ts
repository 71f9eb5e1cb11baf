import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The part of s3rver (an S3 protocol server in Node; it ships no types) these tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverConstructor;

export interface S3TestServer {
  /** S3_* settings that point the API at this server's bucket. */
  environment: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** A real S3 protocol server on loopback, in this process, keeping its objects in a temp folder. */
export async function startS3TestServer(port = 0): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'itad-s3-'));
  const bucket = `itad-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  let closing: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    environment: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver accepts any credentials; these only satisfy the signing.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Safe to call more than once (a test's end and a clean-up stack may both call it). */
    close() {
      closing ??= server.close().then(() => rm(directory, { recursive: true, force: true }));
      return closing;
    },
  };
}
