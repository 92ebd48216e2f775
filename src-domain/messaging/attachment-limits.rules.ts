import type { MessagingLimits, PickedFile } from './messaging.model';

/** Why a picked file is refused before sending. */
export type AttachmentRefusal = 'TOO_MANY' | 'TOO_LARGE' | 'TYPE' | 'EMPTY';

/** The verdict on newly picked files: those kept, and each refused one with its reason. */
export interface AttachmentCheck<File extends PickedFile> {
  readonly accepted: readonly File[];
  readonly refused: readonly { readonly file: File; readonly reason: AttachmentRefusal }[];
}

/**
 * Checks `added` files against the limits, given the `attached` ones already kept, in order: an
 * empty file, a type not allowed (an unknown type counts as not allowed: the server decides by
 * the bytes and would refuse it), a file over `maxFileBytes`, then any file past `maxFiles`.
 * Never throws; the caller keeps the message text whatever the verdict.
 */
export function checkAttachments<File extends PickedFile>(
  limits: MessagingLimits,
  attached: readonly PickedFile[],
  added: readonly File[],
): AttachmentCheck<File> {
  const accepted: File[] = [];
  const refused: { file: File; reason: AttachmentRefusal }[] = [];
  for (const file of added) {
    const reason = refusalOf(limits, file, attached.length + accepted.length);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

function refusalOf(limits: MessagingLimits, file: PickedFile, kept: number): AttachmentRefusal | undefined {
  if (file.sizeBytes <= 0) return 'EMPTY';
  if (!limits.allowedTypes.includes(file.type.toLowerCase())) return 'TYPE';
  if (file.sizeBytes > limits.maxFileBytes) return 'TOO_LARGE';
  if (kept >= limits.maxFiles) return 'TOO_MANY';
  return undefined;
}

/** Why a message cannot be sent as it stands. */
export type MessageRefusal = 'EMPTY' | 'TOO_LONG';

/**
 * Whether a message may be sent: it needs text (beyond white space) or a file, and at most
 * `maxBodyChars` characters (counted as the server counts: code points of the trimmed text).
 * Undefined when it may.
 */
export function checkMessage(
  limits: MessagingLimits,
  body: string,
  fileCount: number,
): MessageRefusal | undefined {
  const text = body.trim();
  if (text.length === 0 && fileCount === 0) return 'EMPTY';
  if ([...text].length > limits.maxBodyChars) return 'TOO_LONG';
  return undefined;
}
