import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** An encoding a serialised answer is kept in. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** One serialised answer: its entity tag and its bytes in each encoding. */
export interface SerialisedAnswer {
  readonly etag: string;
  bytes(encoding: AnswerEncoding): Promise<Buffer>;
}

const MAX_ENTRIES = 8;

/**
 * Compression settings: `fast` is what the first requests after a build wait for (brotli 1 and
 * gzip 1: tens of milliseconds for megabytes of JSON); `dense` replaces it in the background
 * (brotli 5, gzip 6: about a quarter smaller, several times the CPU).
 */
const FAST = {
  br: (plain: Buffer) => brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (plain: Buffer) => gzip(plain, { level: 1 }),
};
const DENSE = {
  br: (plain: Buffer) => brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (plain: Buffer) => gzip(plain, { level: 6 }),
};

/** The strong entity tag of everything an answer depends on. */
export function entityTagOf(fingerprint: string): string {
  return `"${createHash('sha256').update(fingerprint).digest('base64url').slice(0, 27)}"`;
}

/**
 * One build: its body, and each compressed copy made at the first request that asks for it;
 * `dense` settles once the denser copies replaced the fast ones.
 */
interface Entry {
  readonly body: Promise<Buffer>;
  readonly copies: Map<Exclude<AnswerEncoding, 'identity'>, Promise<Buffer>>;
  dense: Promise<void>;
}

/**
 * Whole answers of the caller's brand list (tens of thousands of brands: megabytes of JSON),
 * serialised and compressed once per fingerprint. The fingerprint must hold everything the
 * answer depends on (the caller's roots, the query, the brands revision, the caller's
 * favourites): two callers with the same fingerprint share one answer.
 *
 * Single flight: the first request of a fingerprint starts ONE build (serialise); every
 * concurrent request awaits that same build. An encoding is compressed (fast settings) when a
 * request first asks for it, once: the first reads after a brand write (browsers: brotli) wait
 * for the body and their one encoding, not for the others too (issue #30: on two cores the
 * gzip copy took CPU from the brotli one they waited for). A serving request never serialises or
 * compresses again. After the fast copies asked for are made, the denser copies of both
 * encodings are made in the background and replace them. The least recently used of
 * MAX_ENTRIES answers goes first; a failed build is not kept (the next request tries again).
 */
export class BrandListAnswers {
  private readonly entries = new Map<string, Entry>();
  private buildCount = 0;

  /** How many builds ran (tests count them: concurrent requests of one fingerprint build once). */
  get builds(): number {
    return this.buildCount;
  }

  /**
   * The answer for `fingerprint`; on a miss `build` gives the serialised JSON body (a string or
   * its UTF-8 bytes), compressed here.
   */
  get(fingerprint: string, build: () => Promise<string | Buffer>): SerialisedAnswer {
    let entry = this.entries.get(fingerprint);
    if (entry) this.entries.delete(fingerprint);
    else entry = this.start(fingerprint, build);
    this.entries.set(fingerprint, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const kept = entry;
    return {
      etag: entityTagOf(fingerprint),
      bytes(encoding) {
        if (encoding === 'identity') return kept.body;
        let copy = kept.copies.get(encoding);
        if (!copy) {
          copy = kept.body.then((plain) => FAST[encoding](plain));
          kept.copies.set(encoding, copy);
        }
        return copy;
      },
    };
  }

  /** Settles when the answer of `fingerprint` holds its dense copies (tests). */
  async settled(fingerprint: string): Promise<void> {
    await this.entries.get(fingerprint)?.dense;
  }

  private start(fingerprint: string, build: () => Promise<string | Buffer>): Entry {
    this.buildCount += 1;
    const body = build().then((built) => (typeof built === 'string' ? Buffer.from(built) : built));
    const entry: Entry = { body, copies: new Map(), dense: Promise.resolve() };
    body.catch(() => {
      if (this.entries.get(fingerprint) === entry) this.entries.delete(fingerprint);
    });
    entry.dense = body.then(
      async (plain) => {
        // After the fast copies the first requests wait for: the denser ones only compete with later work.
        await Promise.allSettled([...entry.copies.values()]);
        const [br, gz] = await Promise.all([DENSE.br(plain), DENSE.gzip(plain)]);
        entry.copies.set('br', Promise.resolve(br));
        entry.copies.set('gzip', Promise.resolve(gz));
      },
      () => undefined,
    );
    return entry;
  }
}

/**
 * The encoding to answer in, from the request's Accept-Encoding: brotli first, then gzip (x-gzip
 * and `*` included), else identity. Codings refused with q=0 are skipped.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', quality] = part.split(';').map((piece) => piece.trim());
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    if (quality !== undefined && /^q=0(\.0*)?$/.test(quality)) refused.add(coding);
    else accepted.add(coding);
  }
  const any = accepted.has('*');
  for (const coding of ['br', 'gzip'] as const) {
    if (accepted.has(coding) || (any && !refused.has(coding))) return coding;
  }
  return 'identity';
}
