import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** An encoding a serialised answer is kept in. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** One serialised answer: its entity tag and its bytes in each encoding asked for so far. */
export interface SerialisedAnswer {
  readonly etag: string;
  bytes(encoding: AnswerEncoding): Promise<Buffer>;
}

const MAX_ENTRIES = 8;

/** The strong entity tag of everything an answer depends on. */
export function entityTagOf(fingerprint: string): string {
  return `"${createHash('sha256').update(fingerprint).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whole answers of the caller's brand list (tens of thousands of brands: megabytes of JSON),
 * serialised once per fingerprint and compressed once per encoding. The fingerprint must hold
 * everything the answer depends on (the caller's roots, the query, the brands revision, the
 * caller's favourites): two callers with the same fingerprint share one answer. Concurrent
 * first requests wait for one build. The least recently used of MAX_ENTRIES answers goes first.
 */
export class BrandListAnswers {
  private readonly entries = new Map<string, Promise<Map<AnswerEncoding, Promise<Buffer>>>>();

  /** The answer for `fingerprint`, built with `build` (the envelope to serialise) on a miss. */
  get(fingerprint: string, build: () => Promise<unknown>): SerialisedAnswer {
    let entry = this.entries.get(fingerprint);
    if (entry) {
      this.entries.delete(fingerprint);
    } else {
      entry = build().then(
        (body) => new Map([['identity', Promise.resolve(Buffer.from(JSON.stringify(body)))]]),
      );
      // A failed build is not kept: the next request tries again.
      entry.catch(() => this.entries.delete(fingerprint));
    }
    this.entries.set(fingerprint, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const encodings = entry;
    return {
      etag: entityTagOf(fingerprint),
      async bytes(encoding) {
        const byEncoding = await encodings;
        let bytes = byEncoding.get(encoding);
        if (!bytes) {
          const plain = await byEncoding.get('identity')!;
          bytes =
            encoding === 'br'
              ? brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
              : gzip(plain, { level: 6 });
          byEncoding.set(encoding, bytes);
        }
        return bytes;
      },
    };
  }
}

/** The encoding to answer in, from the request's Accept-Encoding (brotli first, as the server does). */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
