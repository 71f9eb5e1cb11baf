import { z } from 'zod';

/** The settings that choose and reach the object storage (see README, "Object storage"). */
export const storageEnvironment = {
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
};

type StorageEnvironment = {
  [Name in keyof typeof storageEnvironment]?: z.infer<(typeof storageEnvironment)[Name]>;
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Undefined: the AWS SDK's own chain (environment, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/**
 * STORAGE=s3, or S3_BUCKET set without STORAGE, selects S3; otherwise files stay in local
 * folders. Contradictions and half-given credentials are refused rather than guessed at.
 */
export function resolveStorageConfig(raw: StorageEnvironment, problems: string[]): StorageConfig {
  const kind = raw.STORAGE ?? (raw.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') {
    const s3Settings = (Object.keys(storageEnvironment) as (keyof StorageEnvironment)[]).filter(
      (name) => name !== 'STORAGE' && raw[name] !== undefined,
    );
    if (s3Settings.length) {
      problems.push(
        raw.STORAGE
          ? `${s3Settings.join(', ')}: set, but STORAGE=local does not use them`
          : `${s3Settings.join(', ')}: set without S3_BUCKET; set S3_BUCKET for S3 storage`,
      );
    }
    return { kind };
  }
  if (!raw.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = raw;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    kind,
    bucket: raw.S3_BUCKET ?? '',
    region: raw.S3_REGION ?? 'us-east-1',
    endpoint: raw.S3_ENDPOINT,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
