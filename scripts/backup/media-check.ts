import Database from 'better-sqlite3';
import { listImageFiles } from '../../services/media/src/images/file-keys';
import type { FileEntry } from './files';
import { folderName } from './layout';

/**
 * The files the copy of the media database names that are not among the copied media files. A
 * gallery item deleted between the database copy and the file copy is one; the backup takes the
 * media part again when that happens (create-backup.ts).
 */
export function findMissingMediaFiles(mediaDatabaseCopy: string, copied: FileEntry[]): string[] {
  const prefix = `${folderName('media')}/`;
  const present = new Set(copied.map((file) => file.path.slice(prefix.length)));
  const db = new Database(mediaDatabaseCopy, { readonly: true, fileMustExist: true });
  try {
    return listImageFiles(db).filter((key) => !present.has(key));
  } finally {
    db.close();
  }
}
