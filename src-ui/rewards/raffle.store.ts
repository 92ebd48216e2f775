import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { DrawHashingPort, type DrawHashing } from '../../src-domain/rewards/draw-hashing.port';
import { verifyDraw, type DrawVerification } from '../../src-domain/rewards/raffle-draw.rules';
import {
  RewardsApiPort,
  type RaffleAction,
  type RaffleInput,
} from '../../src-domain/rewards/rewards-api.port';
import type { Raffle, RaffleProof } from '../../src-domain/rewards/rewards.model';
import { failureCode, type RewardsLoadable, type RewardsWrite } from './rewards.loadable';

/** A proof as read, and what recomputing it in this browser found. */
export interface CheckedProof {
  readonly proof: RaffleProof;
  readonly verification: DrawVerification;
}

/**
 * Raffle management: create, one raffle with the caller's balance, buying entries, closing,
 * drawing, cancelling, and the proof recomputed here with the domain's draw over WebCrypto.
 */
@injectable()
export class RaffleStore {
  raffle: RewardsLoadable<Raffle> = { kind: 'loading' };
  balance: number | undefined = undefined;
  write: RewardsWrite = { kind: 'idle' };
  proof: RewardsLoadable<CheckedProof> | undefined = undefined;

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(RandomTokenPort) private readonly tokens: RandomTokenPort,
    @inject(DrawHashingPort) private readonly hashing: DrawHashing,
  ) {
    makeAutoObservable<RaffleStore, 'api' | 'tokens' | 'hashing'>(this, {
      api: false,
      tokens: false,
      hashing: false,
    });
  }

  async load(brandId: number, raffleId: number): Promise<void> {
    this.raffle = { kind: 'loading' };
    this.proof = undefined;
    this.write = { kind: 'idle' };
    try {
      const [value, balance] = await Promise.all([
        this.api.raffle(brandId, raffleId),
        this.api.myBalance().catch(() => undefined),
      ]);
      runInAction(() => {
        this.raffle = { kind: 'ready', value };
        this.balance = balance;
      });
    } catch (error) {
      runInAction(() => (this.raffle = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** Creates a raffle; resolves it, or undefined when refused (see `write`). */
  async create(brandId: number, input: RaffleInput): Promise<Raffle | undefined> {
    return this.run(() => this.api.createRaffle(brandId, input, this.tokens.next(16)));
  }

  async enter(brandId: number, raffleId: number, entries: number): Promise<void> {
    const raffle = await this.run(() =>
      this.api.enterRaffle(brandId, raffleId, entries, this.tokens.next(16)),
    );
    if (raffle) {
      const balance = await this.api.myBalance().catch(() => undefined);
      runInAction(() => (this.balance = balance));
    }
  }

  async act(brandId: number, raffleId: number, action: RaffleAction): Promise<void> {
    await this.run(() => this.api.actOnRaffle(brandId, raffleId, action, this.tokens.next(16)));
  }

  /** Reads the proof and recomputes the draw from it. */
  async verify(brandId: number, raffleId: number): Promise<void> {
    this.proof = { kind: 'loading' };
    try {
      const proof = await this.api.raffleProof(brandId, raffleId);
      const verification = await verifyDraw(this.hashing, proof);
      runInAction(() => (this.proof = { kind: 'ready', value: { proof, verification } }));
    } catch (error) {
      runInAction(() => (this.proof = { kind: 'failed', code: failureCode(error) }));
    }
  }

  private async run(call: () => Promise<Raffle>): Promise<Raffle | undefined> {
    this.write = { kind: 'saving' };
    try {
      const value = await call();
      runInAction(() => {
        this.raffle = { kind: 'ready', value };
        this.write = { kind: 'saved' };
      });
      return value;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return undefined;
    }
  }
}
