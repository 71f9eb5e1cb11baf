import { z } from 'zod';
import { configurationDocumentation as documentation } from '../configuration-documentation.js';

/** The settings that choose and reach the object storage (docs/operating/storage.md). */
export const storageEnvironment = {
  STORAGE: z.enum(['local', 's3']).optional().register(documentation, {
    description:
      'Where files live: `local` folders (one instance, the demo) or `s3`, a bucket every instance shares.',
    defaultText: '`s3` if `S3_BUCKET` is set, else `local`',
  }),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description: "An S3-compatible service's URL, e.g. `http://minio.internal:9000`.",
      defaultText: 'AWS',
    }),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional()
    .register(documentation, {
      description: 'The bucket (3-63 characters); required with `STORAGE=s3`.',
    }),
  S3_REGION: z.string().trim().min(1).optional().register(documentation, {
    description: "The bucket's region.",
    defaultText: '`us-east-1`',
  }),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional().register(documentation, {
    description:
      "With `S3_SECRET_ACCESS_KEY` (both or neither); without them the AWS SDK's own chain (environment, instance or task role).",
    defaultText: "the AWS SDK's chain",
  }),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional().register(documentation, {
    description: 'The secret of `S3_ACCESS_KEY_ID` (both or neither).',
    defaultText: "the AWS SDK's chain",
  }),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional().register(documentation, {
    description:
      '`true` for `<endpoint>/<bucket>/<key>` addresses (MinIO and most S3-compatible services).',
    defaultText: '`false`',
  }),
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
