import type { AppConfig } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The one storage of a process, as configured; made at start-up and handed to its users. */
export function createObjectStorage(
  config: Pick<AppConfig, 'storage' | 'dataDirectory' | 'reportsDirectory'>,
): ObjectStorage {
  const { storage } = config;
  if (storage.kind === 's3') {
    return createS3Storage({
      bucket: storage.bucket,
      region: storage.region,
      forcePathStyle: storage.forcePathStyle,
      ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
      ...(storage.credentials ? { credentials: storage.credentials } : {}),
    });
  }
  return createLocalStorage({
    directory: config.dataDirectory,
    areaDirectories: { reports: config.reportsDirectory },
  });
}
