import { parseInstant } from '../time/instant.rules';
import { versionRulesMatch } from './version-rules.rules';
import type { VersionEnvironment, WebVersionInfo } from './web-version.model';

/** Default version poll interval (spec 000 §9): 10 minutes. */
export const DEFAULT_VERSION_POLL_MS = 600_000;

/**
 * Compares dotted versions numerically segment by segment ('1.10.0' > '1.9.3'; a leading 'v' is
 * ignored; missing segments count as 0; non-numeric segments compare as text).
 * Negative, zero or positive like a sort comparator.
 */
export function compareVersions(left: string, right: string): number {
  const parts = (version: string): string[] => version.trim().replace(/^v/i, '').split(/[.+-]/);
  const a = parts(left);
  const b = parts(right);
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const x = a[index] ?? '0';
    const y = b[index] ?? '0';
    const difference = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** What to do about a newer version (spec 000 §4). */
export type UpdateDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'ask'; readonly version: string }
  | { readonly kind: 'force'; readonly version: string };

/**
 * `ask` (or `force` with force_update) when the offered version is newer than `currentVersion`,
 * already effective at `nowMs` (no `effective_on` means now; an unreadable one means not yet),
 * and its rules match the environment; otherwise `none`. Never throws.
 */
export function updateDecision(
  info: WebVersionInfo,
  currentVersion: string,
  nowMs: number,
  environment: VersionEnvironment,
): UpdateDecision {
  if (compareVersions(info.version, currentVersion) <= 0) return { kind: 'none' };
  const hasEffective =
    info.effective_on !== undefined && info.effective_on !== null && info.effective_on !== '';
  const effectiveAt = hasEffective ? parseInstant(info.effective_on) : nowMs;
  if (effectiveAt === undefined || effectiveAt > nowMs) return { kind: 'none' };
  if (!versionRulesMatch(info.rules, environment)) return { kind: 'none' };
  return { kind: info.force_update === true ? 'force' : 'ask', version: info.version };
}

/**
 * Milliseconds until the cache-invalidation time forces a reload (0 when due now), or
 * `undefined` when there is none or this page was loaded at or after it (`loadedAtMs`).
 */
export function cacheInvalidationDelay(
  info: WebVersionInfo,
  nowMs: number,
  loadedAtMs: number,
): number | undefined {
  const effectiveAt = parseInstant(info.cache_config?.invalidation?.effective_on);
  if (effectiveAt === undefined || loadedAtMs >= effectiveAt) return undefined;
  return Math.max(0, effectiveAt - nowMs);
}

/** True when the cache-invalidation time has been reached since the page loaded: reload now. */
export function shouldReloadForCacheInvalidation(
  info: WebVersionInfo,
  nowMs: number,
  loadedAtMs: number,
): boolean {
  return cacheInvalidationDelay(info, nowMs, loadedAtMs) === 0;
}

/** The poll interval in ms: `api_pulling_frequency` seconds when positive, else 600 000 ms. */
export function versionPollIntervalMs(
  info: Pick<WebVersionInfo, 'api_pulling_frequency'> | undefined,
): number {
  const seconds = info?.api_pulling_frequency;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? seconds * 1000
    : DEFAULT_VERSION_POLL_MS;
}
