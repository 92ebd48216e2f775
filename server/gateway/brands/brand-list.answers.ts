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

/** The bytes of one build in every encoding; `dense` settles once the denser copies replaced the fast ones. */
interface Entry {
  readonly ready: Promise<Record<AnswerEncoding, Buffer>>;
  dense: Promise<void>;
}

/**
 * Whole answers of the caller's brand list (tens of thousands of brands: megabytes of JSON),
 * serialised and compressed once per fingerprint. The fingerprint must hold everything the
 * answer depends on (the caller's roots, the query, the brands revision, the caller's
 * favourites): two callers with the same fingerprint share one answer.
 *
 * Single flight: the first request of a fingerprint starts ONE build (serialise, then gzip and
 * brotli at once, fast settings); every concurrent request awaits that same build. A serving
 * request never serialises or compresses. After the build the denser copies are made in the
 * background and replace the fast ones. The least recently used of MAX_ENTRIES answers goes
 * first; a failed build is not kept (the next request tries again).
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
    const ready = entry.ready;
    return {
      etag: entityTagOf(fingerprint),
      async bytes(encoding) {
        return (await ready)[encoding];
      },
    };
  }

  /** Settles when the answer of `fingerprint` holds its dense copies (tests). */
  async settled(fingerprint: string): Promise<void> {
    await this.entries.get(fingerprint)?.dense;
  }

  private start(fingerprint: string, build: () => Promise<string | Buffer>): Entry {
    this.buildCount += 1;
    const ready = build().then(async (body) => {
      const identity = typeof body === 'string' ? Buffer.from(body) : body;
      const [br, gz] = await Promise.all([FAST.br(identity), FAST.gzip(identity)]);
      return { identity, br, gzip: gz };
    });
    const entry: Entry = { ready, dense: Promise.resolve() };
    ready.catch(() => {
      if (this.entries.get(fingerprint) === entry) this.entries.delete(fingerprint);
    });
    entry.dense = ready.then(
      async (bytes) => {
        const [br, gz] = await Promise.all([DENSE.br(bytes.identity), DENSE.gzip(bytes.identity)]);
        bytes.br = br;
        bytes.gzip = gz;
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
