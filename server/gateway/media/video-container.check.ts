import fs from 'node:fs/promises';
import { FileWindow } from './file-window';
import { checkIsoBmff } from './iso-bmff.check';
import { checkWebm } from './webm.check';

/**
 * Checks a received video's whole container, not just its first bytes (issue #28, finding 5):
 * MP4 and QuickTime box by box (iso-bmff.check.ts), WebM element by element (webm.check.ts),
 * each to the file's last byte. Undefined when it holds up; else why not. Never throws.
 */
export async function videoContainerProblem(
  file: string,
  container: 'mp4' | 'mov' | 'webm',
): Promise<string | undefined> {
  const handle = await fs.open(file, 'r');
  try {
    const window = new FileWindow(handle, (await handle.stat()).size);
    await (container === 'webm' ? checkWebm(window) : checkIsoBmff(window));
    return undefined;
  } catch (error) {
    // A table that points past its box reads out of range: the file is as broken.
    return (error as Error).message || 'unreadable container';
  } finally {
    await handle.close();
  }
}
