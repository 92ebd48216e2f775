import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStore } from '../../storage/media-store.port';
import { newStoredName } from '../messaging/attachments.store';
import { receivingDir } from '../media/upload-receiver';
import { careersErrors } from './careers.errors';
import { bytesMatch, type ResumeType } from './resume-formats';

/**
 * Receives a résumé's bytes: streams them to DATA_DIR/uploads/receiving (never more than
 * `size`), requires exactly `size` bytes whose first ones are of the declared `type`, then
 * stores the file in the `hiring` area under a new unguessable name. Rejects with a 4xx
 * (UPLOAD.TOO_LARGE, UPLOAD.SIZE_MISMATCH, UPLOAD.BODY_INCOMPLETE, CAREERS.RESUME_TYPE_MISMATCH)
 * and leaves no file behind.
 */
export async function receiveResume(
  dataDir: string,
  store: MediaStore,
  body: Readable,
  expected: { type: ResumeType; size: number },
): Promise<{ storedName: string; storedSize: number }> {
  await fs.mkdir(receivingDir(dataDir), { recursive: true });
  const temp = path.join(receivingDir(dataDir), crypto.randomBytes(16).toString('hex'));
  let bytes = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > expected.size) return done(careersErrors.resumeTooLarge(expected.size));
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      done(null, chunk);
    },
  });
  try {
    try {
      const sink = pipeline(counter, createWriteStream(temp, { flags: 'wx' }));
      const cutOff = () => counter.destroy(careersErrors.resumeIncomplete());
      body.once('error', cutOff).once('aborted', cutOff);
      body.pipe(counter);
      try {
        await sink;
      } finally {
        body.unpipe(counter);
        body.off('error', cutOff).off('aborted', cutOff);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'UPLOAD.TOO_LARGE') throw error;
      throw careersErrors.resumeIncomplete();
    }
    if (bytes !== expected.size) throw careersErrors.resumeIncomplete();
    if (!bytesMatch(expected.type, head)) throw careersErrors.resumeTypeMismatch();
    const storedName = newStoredName();
    await store.putFile('hiring', storedName, temp);
    return { storedName, storedSize: bytes };
  } finally {
    await fs.rm(temp, { force: true });
  }
}
