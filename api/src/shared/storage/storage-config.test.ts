import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { productionEnvironment } from '../../test-support/test-server.js';

function problemsOf(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('storage configuration', () => {
  it('keeps files in local folders when nothing is said', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 'local' }).storage).toEqual({ kind: 'local' });
  });

  it('selects S3 by STORAGE=s3 or by a bucket alone, with the given settings', () => {
    const settings = {
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const expected = {
      kind: 's3',
      bucket: 'portal-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    };
    expect(loadConfig(settings).storage).toEqual(expected);
    expect(loadConfig({ ...settings, STORAGE: 's3' }).storage).toEqual(expected);
    // Region and credentials may come from the AWS SDK's own chain (an instance role).
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses to start with S3 chosen but no bucket, in production too', () => {
    expect(problemsOf({ STORAGE: 's3' })).toMatch('S3_BUCKET: required when STORAGE=s3');
    expect(problemsOf({ ...productionEnvironment(), STORAGE: 's3' })).toMatch(
      'S3_BUCKET: required when STORAGE=s3',
    );
    expect(loadConfig({ ...productionEnvironment(), S3_BUCKET: 'portal' }).storage.kind).toBe('s3');
  });

  it('names contradictions and bad values instead of guessing', () => {
    expect(problemsOf({ STORAGE: 'local', S3_BUCKET: 'portal' })).toMatch(
      'S3_BUCKET: set, but STORAGE=local does not use them',
    );
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      'S3_ENDPOINT: set without S3_BUCKET',
    );
    expect(problemsOf({ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
    expect(problemsOf({ S3_BUCKET: 'No_Such' })).toMatch('S3_BUCKET: must be a bucket name');
    expect(problemsOf({ STORAGE: 'disk' })).toMatch('STORAGE');
    expect(problemsOf({ S3_BUCKET: 'portal', S3_ENDPOINT: 'ftp://x' })).toMatch('S3_ENDPOINT');
  });
});
