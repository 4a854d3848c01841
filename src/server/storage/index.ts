import path from 'node:path';
import { createDiskStorage } from './disk';
import { createS3Storage, type S3Settings } from './s3';
import type { Storage } from './storage';

export type StorageSettings = { driver: 'disk'; root: string } | ({ driver: 's3' } & S3Settings);

export function createStorage(settings: StorageSettings): Storage {
  return settings.driver === 's3' ? createS3Storage(settings) : createDiskStorage(settings.root);
}

/** The default: files under DATA_DIR/uploads. */
export function diskSettings(dataDir: string): StorageSettings {
  return { driver: 'disk', root: path.join(dataDir, 'uploads') };
}

export type { Bucket, ByteRange, ObjectInfo, Storage, StoredObject } from './storage';
