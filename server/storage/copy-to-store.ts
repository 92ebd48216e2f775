import path from 'node:path';
import { areaDir, DiskMediaStore } from './disk-media.store';
import type { MediaStore, StoreArea } from './media-store.port';

/** The areas a disk installation holds (quarantine exists only in a bucket). */
const COPIED_AREAS: readonly StoreArea[] = ['media', 'profile-photos', 'hiring'];

/** What one area's copy did. */
export interface AreaCopy {
  readonly area: StoreArea;
  /** Files written to the target. */
  readonly copied: number;
  /** Files the target already held with the same size (an earlier, maybe interrupted, run). */
  readonly skipped: number;
  /** Files that could not be copied (their names are in `errors`). */
  readonly failed: number;
  readonly errors: readonly string[];
}

/**
 * Copies the stored files of DATA_DIR/uploads (media, profile photos, message files and
 * resumes) into `target` under the same names; `.part` leftovers of interrupted writes are not
 * files and stay behind. Idempotent and resumable: a name the target already holds with the same
 * size is skipped, so a second run copies only what the first did not. The disk files are left
 * in place (remove DATA_DIR/uploads once the server runs on the bucket). Never rejects for one
 * file: its failure is counted and named.
 */
export async function copyDiskFilesToStore(
  dataDir: string,
  target: MediaStore,
  onFile?: (area: StoreArea, name: string, outcome: 'copied' | 'skipped' | 'failed') => void,
): Promise<AreaCopy[]> {
  const disk = new DiskMediaStore(dataDir);
  const result: AreaCopy[] = [];
  for (const area of COPIED_AREAS) {
    let copied = 0;
    let skipped = 0;
    const errors: string[] = [];
    for await (const entry of disk.list(area)) {
      if (entry.name.endsWith('.part') || entry.name.startsWith('.')) continue;
      try {
        const there = await target.stat(area, entry.name);
        if (there && there.size === entry.size) {
          skipped++;
          onFile?.(area, entry.name, 'skipped');
          continue;
        }
        await target.putFile(area, entry.name, path.join(areaDir(dataDir, area), entry.name));
        copied++;
        onFile?.(area, entry.name, 'copied');
      } catch (error) {
        errors.push(`${area}/${entry.name}: ${(error as Error).message}`);
        onFile?.(area, entry.name, 'failed');
      }
    }
    result.push({ area, copied, skipped, failed: errors.length, errors });
  }
  return result;
}
