import type { Db } from '../../db/database';
import type { BlobStore, FilesStoreKind } from './blobStore';
import { DatabaseBlobStore } from './databaseBlobStore';
import { DirectoryBlobStore } from './directoryBlobStore';

/** The blob store FILES_STORE names; `filesDir` (FILES_DIR) holds its files, or only its uploads in progress. */
export function openBlobStore(kind: FilesStoreKind, db: Db, filesDir: string): BlobStore {
  return kind === 'database' ? new DatabaseBlobStore(db, filesDir) : new DirectoryBlobStore(filesDir);
}
