import crypto from 'node:crypto';
import fc from 'fast-check';
import type { DrawHashing } from '../../../src-domain/rewards/draw-hashing.port';
import {
  drawWinners,
  entryOwner,
  entryToken,
  unbiasedIndex,
  verifyDraw,
} from '../../../src-domain/rewards/raffle-draw.rules';

const hashing: DrawHashing = {
  sha256Hex: async (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacSha256: async (key, message) =>
    new Uint8Array(crypto.createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest()),
};

const entriesArbitrary = fc
  .array(fc.constantFrom('ana', 'ben', 'chi', 'dev', 'eli', 'fay'), { minLength: 0, maxLength: 30 })
  .map((owners) => owners.map((owner, index) => entryToken(index + 1, owner)));

describe('the verifiable draw', () => {
  it('recomputed from the revealed seed, equals the stored winners; distinct people; never more than asked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex')),
        entriesArbitrary,
        fc.integer({ min: 1, max: 5 }),
        async (seed, entries, winnersCount) => {
          const winners = await drawWinners(hashing, seed, entries, winnersCount);
          const people = new Set(entries.map(entryOwner));
          expect(winners.length).toBe(Math.min(winnersCount, people.size));
          expect(new Set(winners.map(entryOwner)).size).toBe(winners.length);
          expect(winners.every((token) => entries.includes(token))).toBe(true);
          const check = await verifyDraw(hashing, {
            seed,
            seedHash: await hashing.sha256Hex(seed),
            entries,
            entriesHash: await hashing.sha256Hex(entries.join('\n')),
            winnersCount,
            winningEntries: winners,
          });
          expect(check).toMatchObject({
            seedMatchesCommitment: true,
            entriesMatchHash: true,
            winnersMatch: true,
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('rejects the biased tail instead of taking a modulo', () => {
    // 2^32 mod 3 = 1: the single largest value would favour index 0, so it is refused.
    expect(unbiasedIndex(new Uint8Array([0xff, 0xff, 0xff, 0xff]), 3)).toBeUndefined();
    expect(unbiasedIndex(new Uint8Array([0xff, 0xff, 0xff, 0xfe]), 3)).toBe(0xfffffffe % 3);
    expect(unbiasedIndex(new Uint8Array([0, 0, 0, 7]), 5)).toBe(2);
  });

  it('a different seed or winner list fails the check', async () => {
    const entries = ['1:ana', '2:ben', '3:chi'];
    const winners = await drawWinners(hashing, 'a', entries, 1);
    const base = {
      seed: 'a',
      seedHash: await hashing.sha256Hex('a'),
      entries,
      entriesHash: await hashing.sha256Hex(entries.join('\n')),
      winnersCount: 1,
      winningEntries: winners,
    };
    expect((await verifyDraw(hashing, { ...base, winningEntries: ['9:zed'] })).winnersMatch).toBe(false);
    expect((await verifyDraw(hashing, { ...base, seedHash: '00' })).seedMatchesCommitment).toBe(false);
  });
});
