import { drawWinners } from '../../../src-domain/index';
import type { RaffleProof } from '../../../src-domain/rewards/rewards.model';
import { nodeDrawHashing } from '../../../server/gateway/rewards/node-draw-hashing';
import { BudgetManagementStore } from '../../../src-ui/rewards/budget-management.store';
import { RaffleStore } from '../../../src-ui/rewards/raffle.store';
import { RewardsSettingsStore } from '../../../src-ui/rewards/rewards-settings.store';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { rewardRule } from '../../fakes/reward-rule.fixture';

async function drawnProof(): Promise<RaffleProof> {
  const entries = ['1:ana', '2:ben', '3:ana', '4:cy', '5:dee', '6:eve'];
  const seed = 'a1b2c3';
  return {
    raffleId: 9,
    seed,
    seedHash: await nodeDrawHashing.sha256Hex(seed),
    entries,
    entriesHash: await nodeDrawHashing.sha256Hex(entries.join('\n')),
    winnersCount: 2,
    winningEntries: await drawWinners(nodeDrawHashing, seed, entries, 2),
    winners: [],
  };
}

describe('RaffleStore proof', () => {
  it('recomputes the draw from the revealed seed and finds it matches', async () => {
    const api = new FakeRewardsApi();
    api.proofs.set(9, await drawnProof());
    const store = new RaffleStore(api, new FakeRandomToken(), nodeDrawHashing);
    await store.verify(3, 9);
    expect(store.proof?.kind).toBe('ready');
    const checked = store.proof?.kind === 'ready' ? store.proof.value.verification : undefined;
    expect(checked).toMatchObject({
      seedMatchesCommitment: true,
      entriesMatchHash: true,
      winnersMatch: true,
    });
    expect(checked?.recomputedWinners).toEqual((await drawnProof()).winningEntries);
  });

  it('says so when the announced winners are not what the seed draws', async () => {
    const api = new FakeRewardsApi();
    const proof = await drawnProof();
    const others = proof.entries.filter((entry) => !proof.winningEntries.includes(entry)).slice(0, 2);
    api.proofs.set(9, { ...proof, winningEntries: others });
    const store = new RaffleStore(api, new FakeRandomToken(), nodeDrawHashing);
    await store.verify(3, 9);
    const checked = store.proof?.kind === 'ready' ? store.proof.value.verification : undefined;
    expect(checked).toMatchObject({
      seedMatchesCommitment: true,
      entriesMatchHash: true,
      winnersMatch: false,
    });
  });

  it('carries the server code when the raffle is not drawn yet', async () => {
    const store = new RaffleStore(new FakeRewardsApi(), new FakeRandomToken(), nodeDrawHashing);
    await store.verify(3, 9);
    expect(store.proof).toEqual({ kind: 'failed', code: 'REWARDS.RAFFLE_NOT_DRAWN' });
  });
});

describe('rewards stores', () => {
  it('a failed budget read carries its code, and a retry loads', async () => {
    const api = new FakeRewardsApi();
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    const store = new RewardsSettingsStore(api, new FakeRandomToken());
    await store.loadBudgets(3);
    expect(store.budgets.kind).toBe('failed');
    api.failing = undefined;
    await store.loadBudgets(3);
    expect(store.budgets).toEqual({ kind: 'ready', value: { total: 0, items: [] } });
  });

  it('posts an announcement with a fresh Idempotency-Key each time, and keeps the code of a refusal', async () => {
    const api = new FakeRewardsApi();
    const store = new BudgetManagementStore(api, new FakeRandomToken());
    expect(await store.announce(3, 'Staff meal at 3 pm')).toBe(true);
    expect(store.announcement.kind).toBe('saved');
    api.failing = { status: 403, code: 'REWARDS.FORBIDDEN' };
    expect(await store.announce(3, 'Again')).toBe(false);
    expect(store.announcement).toEqual({ kind: 'failed', code: 'REWARDS.FORBIDDEN' });
    expect(api.calls).toEqual(['announce:3:Staff meal at 3 pm:token-1', 'announce:3:Again:token-2']);
  });
});

describe('RewardsSettingsStore grants by hand (issue #29)', () => {
  const cover = rewardRule();
  const casey = { id: 'u-9', firstName: 'Casey', lastName: 'Crew' };

  it('fires the rule for the person and the day, once, and reads the granted count again', async () => {
    const api = new FakeRewardsApi();
    api.ruleList = [cover];
    const store = new RewardsSettingsStore(api, new FakeRandomToken());
    await store.loadRules(3);
    expect(await store.grantByHand(3, cover, casey, '2026-11-29')).toBe(true);
    expect(store.lastHandGrant).toEqual({ person: casey, points: 25, fired: true });
    expect(store.rules).toEqual({ kind: 'ready', value: [{ ...cover, firedCount: 1 }] });
    expect(await store.grantByHand(3, cover, casey, '2026-11-29')).toBe(true);
    expect(store.lastHandGrant?.fired).toBe(false);
    expect(api.calls.filter((call) => call.startsWith('fireRule'))).toEqual([
      'fireRule:3:7:u-9:shift_cover-day-2026-11-29:token-1',
      'fireRule:3:7:u-9:shift_cover-day-2026-11-29:token-2',
    ]);
  });

  it('keeps the server’s code of a refusal', async () => {
    const api = new FakeRewardsApi();
    api.ruleList = [cover];
    api.failing = { status: 409, code: 'REWARDS.BUDGET_EXHAUSTED' };
    const store = new RewardsSettingsStore(api, new FakeRandomToken());
    expect(await store.grantByHand(3, cover, casey, '2026-11-29')).toBe(false);
    expect(store.handGrant).toEqual({ kind: 'failed', code: 'REWARDS.BUDGET_EXHAUSTED' });
  });
});
