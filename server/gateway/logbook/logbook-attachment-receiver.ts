import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LogbookFileType } from '../../../src-domain/index';
import type { MediaStore } from '../../storage/media-store.port';
import { mediaErrors } from '../media/media.errors';
import { receivingDir, reencodeImage } from '../media/upload-receiver';
import { newStoredName } from '../messaging/attachments.store';

const SHARP_FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Receives an attachment's bytes: streams them to DATA_DIR/uploads/receiving (never more than
 * `size`), requires exactly `size` bytes, then checks them by content: an image is decoded and
 * re-encoded by sharp (metadata such as GPS dropped, orientation applied), a PDF must start with
 * `%PDF-`. Stores the result in the private `hiring` area under a new unguessable name. Rejects
 * with a 4xx UPLOAD.* and leaves no file behind.
 */
export async function receiveLogbookFile(
  dataDir: string,
  store: MediaStore,
  body: Readable,
  expected: { type: LogbookFileType; size: number },
): Promise<{ storedName: string; storedSize: number }> {
  await fs.mkdir(receivingDir(dataDir), { recursive: true });
  const temp = path.join(receivingDir(dataDir), crypto.randomBytes(16).toString('hex'));
  const processed = `${temp}.out`;
  let bytes = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > expected.size) return done(mediaErrors.tooLarge(expected.size));
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      done(null, chunk);
    },
  });
  try {
    try {
      // Piped, not put in the pipeline: a refused body must not destroy the socket before the 4xx.
      const sink = pipeline(counter, createWriteStream(temp, { flags: 'wx' }));
      const cutOff = () => counter.destroy(mediaErrors.bodyIncomplete());
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
      throw mediaErrors.bodyIncomplete();
    }
    if (bytes !== expected.size) throw mediaErrors.sizeMismatch(expected.size, bytes);
    const storedName = newStoredName();
    if (expected.type === 'application/pdf') {
      if (head.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw mediaErrors.typeMismatch('pdf', 'unknown');
      await store.putFile('hiring', storedName, temp);
      return { storedName, storedSize: bytes };
    }
    const info = await reencodeImage(temp, processed, SHARP_FORMAT[expected.type]);
    await store.putFile('hiring', storedName, processed);
    return { storedName, storedSize: info.size };
  } finally {
    await Promise.all([fs.rm(temp, { force: true }), fs.rm(processed, { force: true })]);
  }
}
