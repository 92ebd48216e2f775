import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { withoutBidiControls } from '../../../src-domain/index';
import { MAX_BODY_CHARS, MAX_FILES, newStoredName, sniffType } from './attachments.store';
import type { StoredFile } from './messages.repository';
import { forEachPart } from '../multipart-parts';
import { messagingErrors } from './messaging.errors';

/** A message form read whole and checked: nothing of it is stored yet. */
export interface MessageUpload {
  readonly body: string;
  readonly files: readonly { bytes: Buffer; file: StoredFile }[];
}

/**
 * The name a file is shown under: its last path segment, without control characters and
 * without bidirectional controls (a PDF must not show as "reportexe.pdf").
 */
export function displayName(raw: string | undefined): string {
  const base = path.basename(withoutBidiControls(raw ?? '').replaceAll('\\', '/'));
  const clean = [...base]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'file' : clean;
}

/**
 * Reads POST /v1/applications/{id}/messages (multipart: message_body, files): every file is
 * read and checked (count, size, type by its first bytes) before anything is stored, so a
 * refused file refuses the whole message. Rejects with a 4xx GatewayError (MESSAGING.*): a body
 * the parser cannot read is 400 MESSAGING.INVALID_MULTIPART.
 */
export async function readMessageUpload(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<MessageUpload> {
  if (!request.isMultipart()) throw messagingErrors.notMultipart();
  let body = '';
  const files: { bytes: Buffer; file: StoredFile }[] = [];
  try {
    const limits = { files: MAX_FILES + 1, fileSize: maxFileBytes, fields: 4, parts: MAX_FILES + 5 };
    await forEachPart(
      request,
      limits,
      async (part) => {
        if (part.type === 'file') {
          const name = displayName(part.filename);
          if (part.fieldname !== 'files') {
            await part.toBuffer();
            throw messagingErrors.unexpectedField(part.fieldname);
          }
          let bytes: Buffer;
          try {
            bytes = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw messagingErrors.fileTooLarge(name, maxFileBytes);
            }
            throw error;
          }
          if (files.length === MAX_FILES) throw messagingErrors.tooManyFiles(MAX_FILES);
          if (bytes.length === 0) throw messagingErrors.emptyFile(name);
          const type = sniffType(bytes);
          if (!type) throw messagingErrors.fileType(name);
          files.push({
            bytes,
            file: {
              storedName: newStoredName(),
              originalName: name,
              contentType: type,
              sizeBytes: bytes.length,
            },
          });
        } else if (part.fieldname === 'message_body' && typeof part.value === 'string') {
          body = part.value;
        } else {
          throw messagingErrors.unexpectedField(part.fieldname);
        }
      },
      messagingErrors.invalidMultipart,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw messagingErrors.tooManyFiles(MAX_FILES);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw messagingErrors.tooManyParts();
    throw error;
  }
  const trimmed = body.trim();
  if ([...trimmed].length > MAX_BODY_CHARS) throw messagingErrors.bodyTooLong(MAX_BODY_CHARS);
  if (trimmed === '' && files.length === 0) throw messagingErrors.emptyMessage();
  return { body: trimmed, files };
}
