import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStore, StoreArea, StoredEntry } from './media-store.port';

/** The folder of an area: DATA_DIR/uploads/<area> (the layout stored names have always had). */
export const areaDir = (dataDir: string, area: StoreArea) => path.join(dataDir, 'uploads', area);

/**
 * MediaStore on the local disk (the embedded default): DATA_DIR/uploads/<area>/<name>, byte for
 * byte the files and names of before the port. Files are served by this process
 * (media.plugin.ts, the signed links), so it hands out no URLs.
 */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk' as const;

  constructor(private readonly dataDir: string) {}

  private file(area: StoreArea, name: string): string {
    if (name.includes('/') || name.includes('\\') || name.startsWith('.'))
      throw new Error('not a stored name');
    return path.join(areaDir(this.dataDir, area), name);
  }

  async putFile(area: StoreArea, name: string, localPath: string): Promise<void> {
    await fs.mkdir(areaDir(this.dataDir, area), { recursive: true });
    await fs.rename(localPath, this.file(area, name));
  }

  async putBytes(area: StoreArea, name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(areaDir(this.dataDir, area), { recursive: true });
    const target = this.file(area, name);
    await fs.writeFile(`${target}.part`, bytes, { flag: 'wx' });
    try {
      await fs.rename(`${target}.part`, target);
    } catch (error) {
      await fs.rm(`${target}.part`, { force: true });
      throw error;
    }
  }

  async read(area: StoreArea, name: string): Promise<Readable | undefined> {
    const handle = await fs.open(this.file(area, name), 'r').catch(() => undefined);
    return handle?.createReadStream({ autoClose: true });
  }

  async stat(area: StoreArea, name: string): Promise<StoredEntry | undefined> {
    const stat = await fs.stat(this.file(area, name)).catch(() => undefined);
    return stat?.isFile() ? { name, size: stat.size, modifiedMs: stat.mtimeMs } : undefined;
  }

  async remove(area: StoreArea, name: string): Promise<void> {
    await fs.rm(this.file(area, name), { force: true });
  }

  async *list(area: StoreArea): AsyncIterable<StoredEntry> {
    const dir = areaDir(this.dataDir, area);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
      if (stat?.isFile()) yield { name, size: stat.size, modifiedMs: stat.mtimeMs };
    }
  }

  async readUrl(): Promise<undefined> {
    return undefined;
  }

  async uploadUrl(): Promise<undefined> {
    return undefined;
  }

  async problem(): Promise<undefined> {
    return undefined;
  }
}
