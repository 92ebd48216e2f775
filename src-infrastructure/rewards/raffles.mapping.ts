import type { RaffleInput } from '../../src-domain/rewards/rewards-api.port';
import type { Raffle, RaffleProof } from '../../src-domain/rewards/rewards.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';
import { personFromWire } from './rewards.mapping';

/** Raffles and their proof: the wire shapes of /v1/brands/{id}/raffles…, wire to domain. */
export type RafflesWire = WireData<'/v1/brands/{id}/raffles'>;
export type RaffleWire = WireData<'/v1/brands/{id}/raffles/{raffle}'>;
export type RaffleProofWire = WireData<'/v1/brands/{id}/raffles/{raffle}/proof'>;
export type RaffleEntriesBody = WireBody<'/v1/brands/{id}/raffles/{raffle}/entries', 'post'>;
type RaffleBody = WireBody<'/v1/brands/{id}/raffles', 'post'>;

export const raffleFromWire = (wire: RaffleWire): Raffle => ({
  id: wire.id,
  brand: wire.brand,
  title: wire.title,
  prize: wire.prize,
  entryCost: wire.entry_cost,
  winnersCount: wire.winners_count,
  opensAt: wire.opens_at,
  closesAt: wire.closes_at,
  status: wire.status,
  seedHash: wire.seed_hash,
  seed: wire.seed ?? undefined,
  entriesHash: wire.entries_hash ?? undefined,
  entriesCount: wire.entries_count,
  myEntries: wire.my_entries,
  winners: wire.winners.map(personFromWire),
});

export const raffleBody = (input: RaffleInput): RaffleBody => ({
  title: input.title,
  prize: input.prize,
  entry_cost: input.entryCost,
  winners_count: input.winnersCount,
  opens_at: input.opensAt,
  closes_at: input.closesAt,
});

export const raffleProofFromWire = (wire: RaffleProofWire): RaffleProof => ({
  raffleId: wire.raffle_id,
  seedHash: wire.seed_hash,
  seed: wire.seed,
  entriesHash: wire.entries_hash,
  entries: wire.entries,
  winnersCount: wire.winners_count,
  winningEntries: wire.winning_entries,
  winners: wire.winners.map(personFromWire),
});
