import type { DrawHashing } from './draw-hashing.port';

/**
 * The verifiable raffle draw. When a raffle opens the server commits to SHA-256(seed) (the
 * hex text of the seed); at close the entries are frozen in order and hashed; the draw takes,
 * for slot 0, 1, …, HMAC-SHA256(key = seed, message = `${entriesHash}:${slot}:${attempt}`),
 * reads its first 4 bytes as an unsigned big-endian integer and uses it only when it falls below
 * the largest multiple of the number of remaining entries (rejection sampling: no modulo bias),
 * else tries the next attempt. A winner's other entries leave the pool, so a person wins once.
 * After the draw the seed is revealed, and anyone recomputes the winners with `drawWinners`.
 *
 * The hashing is injected (draw-hashing.port.ts), so the server (node:crypto) and the browser
 * (WebCrypto) run this same code.
 */

/** 2^32: the range of the 4-byte number each attempt reads. */
const RANGE = 0x1_0000_0000;
/** Attempts per slot before giving up; each fails with probability < 1/2, so never reached. */
const MAX_ATTEMPTS = 256;

/** The token of an entry in the frozen list: '<entry id>:<user id>'. */
export function entryToken(entryId: number, userId: string): string {
  return `${entryId}:${userId}`;
}

/** The user id inside an entry token. */
export function entryOwner(token: string): string {
  return token.slice(token.indexOf(':') + 1);
}

/** SHA-256 of the frozen entry list: the tokens in order, joined by '\n'. */
export function entriesHashOf(hashing: DrawHashing, entries: readonly string[]): Promise<string> {
  return hashing.sha256Hex(entries.join('\n'));
}

/** The seed's commitment, published when the raffle opens. */
export function seedCommitmentOf(hashing: DrawHashing, seed: string): Promise<string> {
  return hashing.sha256Hex(seed);
}

/** An index in [0, size) from 4 bytes, or undefined when the bytes fall in the biased tail. */
export function unbiasedIndex(bytes: Uint8Array, size: number): number | undefined {
  if (size < 1 || bytes.length < 4) throw new RangeError('Need at least one entry and 4 bytes');
  const value = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
  const limit = RANGE - (RANGE % size);
  return value < limit ? value % size : undefined;
}

/**
 * The winning entry tokens, slot by slot: at most `winnersCount`, fewer when fewer people
 * entered. Deterministic in (seed, entries, winnersCount).
 */
export async function drawWinners(
  hashing: DrawHashing,
  seed: string,
  entries: readonly string[],
  winnersCount: number,
): Promise<string[]> {
  const entriesHash = await entriesHashOf(hashing, entries);
  let pool = [...entries];
  const winners: string[] = [];
  for (let slot = 0; slot < winnersCount && pool.length > 0; slot++) {
    let chosen: number | undefined;
    for (let attempt = 0; chosen === undefined; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error('Draw did not settle');
      chosen = unbiasedIndex(
        await hashing.hmacSha256(seed, `${entriesHash}:${slot}:${attempt}`),
        pool.length,
      );
    }
    const token = pool[chosen]!;
    winners.push(token);
    const owner = entryOwner(token);
    pool = pool.filter((entry) => entryOwner(entry) !== owner);
  }
  return winners;
}

/** What a proof check found: every step, so the page can say which one failed. */
export interface DrawVerification {
  readonly seedMatchesCommitment: boolean;
  readonly entriesMatchHash: boolean;
  readonly winnersMatch: boolean;
  readonly recomputedWinners: readonly string[];
}

/** Recomputes a finished draw from its published parts. */
export async function verifyDraw(
  hashing: DrawHashing,
  proof: {
    readonly seed: string;
    readonly seedHash: string;
    readonly entries: readonly string[];
    readonly entriesHash: string;
    readonly winnersCount: number;
    readonly winningEntries: readonly string[];
  },
): Promise<DrawVerification> {
  const [commitment, entriesHash, recomputed] = await Promise.all([
    seedCommitmentOf(hashing, proof.seed),
    entriesHashOf(hashing, proof.entries),
    drawWinners(hashing, proof.seed, proof.entries, proof.winnersCount),
  ]);
  return {
    seedMatchesCommitment: commitment === proof.seedHash,
    entriesMatchHash: entriesHash === proof.entriesHash,
    winnersMatch:
      recomputed.length === proof.winningEntries.length &&
      recomputed.every((token, index) => token === proof.winningEntries[index]),
    recomputedWinners: recomputed,
  };
}
