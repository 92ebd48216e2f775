/** The server's reconnect hint before it sends one (the contract's first `retry:` frame), ms. */
export const DEFAULT_RECONNECT_MS = 3000;
/** The longest wait between two connection attempts, ms. */
export const MAX_RECONNECT_MS = 30_000;

/**
 * The wait in ms before connection attempt number `attempt` after a break (1-based):
 * the server's hint `retryMs` (or DEFAULT_RECONNECT_MS) doubled per failed attempt, capped at
 * MAX_RECONNECT_MS, then spread by `jitter` ∈ [0, 1) over its upper half so that many browsers
 * cut off by one restart do not come back at the same instant. A stream that was open and ended
 * counts as attempt 1 (between half the hint and the hint). Attempt < 1 is treated as 1.
 */
export function reconnectDelay(attempt: number, retryMs: number | undefined, jitter: number): number {
  const hint =
    retryMs !== undefined && Number.isFinite(retryMs) && retryMs >= 0 ? retryMs : DEFAULT_RECONNECT_MS;
  const step = Math.max(1, Math.floor(attempt));
  const full = Math.min(MAX_RECONNECT_MS, hint * 2 ** (step - 1));
  const spread = Math.min(1, Math.max(0, jitter));
  return Math.round(full / 2 + (full / 2) * spread);
}

/**
 * Whether an event with id `id` comes after `lastId` (ids are increasing decimal integers;
 * undefined `lastId` = nothing seen yet). A tab that hears an event twice (from its own stream
 * and from the leader's broadcast around a hand-over) keeps the first.
 */
export function isAfter(id: string, lastId: string | undefined): boolean {
  if (!/^\d+$/.test(id)) return false;
  if (lastId === undefined) return true;
  if (id.length !== lastId.length) return id.length > lastId.length;
  return id > lastId;
}
