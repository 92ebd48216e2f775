import type { FileHandle } from 'node:fs/promises';

/** Bytes of a stored file read at any offset through a 64 KiB window (few reads for a scan). */
export class FileWindow {
  private start = 0;
  private buffer = Buffer.alloc(0);

  constructor(
    private readonly handle: FileHandle,
    /** The file's length, bytes. */
    readonly size: number,
  ) {}

  /** Up to `length` bytes at `offset` (fewer at the end of the file). */
  async read(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(offset + length, this.size);
    if (offset < this.start || end > this.start + this.buffer.length) {
      const chunk = Buffer.alloc(Math.max(length, 64 * 1024));
      const { bytesRead } = await this.handle.read(chunk, 0, chunk.length, offset);
      this.start = offset;
      this.buffer = chunk.subarray(0, bytesRead);
    }
    return this.buffer.subarray(offset - this.start, end - this.start);
  }
}

/** A container that does not hold up, with the reason (for the log and the 415's message). */
export class ContainerError extends Error {
  override name = 'ContainerError';
}

/** Bytes of a file that may hold something other than media samples: 64 KiB plus 1 %. */
export const opaqueAllowance = (fileSize: number) => 64 * 1024 + Math.floor(fileSize / 100);
