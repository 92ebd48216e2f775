import type { FastifyRequest } from 'fastify';
import { BrandScope } from '../brands/brand-scope';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { requireRiskViewer } from '../attestation/attestation-access';
import { employerReader } from '../messaging/application-access';
import type { EmployerReader } from '../messaging/applications.repository';
import type { StoredLiveEvent } from './live-events.catalogue';

/** An answer known now, or the read that will give it. */
export type Answer<T> = T | Promise<T>;

/**
 * Who may receive an event: the rules of the REST read of the same data, through the same
 * helpers (BrandScope, employerReader, requireRiskViewer), so a change to them applies here too.
 * - APPLICATION: the application's candidate, or an employer whose hire paths (SOURCE_HIRE inside
 *   their brand scope) hold the application's brand (messaging/application-access.ts).
 * - NEWS, REWARDS: the brand inside the caller's scope (the GET /v1/news_feed rule).
 * - SCHEDULE: the location inside the caller's scope (its team and managers; the schedule reads
 *   then decide what each may see).
 * - RISK: the risk dashboard opens for the caller on that brand (requireRiskViewer).
 * The rules depend on the user only, so one receiver serves all of a user's streams on a process
 * (LiveHub.receiverFor): each check runs once per user, not once per stream. Answers are cached
 * until `refresh()` (each heartbeat), so grants and memberships changed meanwhile apply within
 * one heartbeat; a check that fails is forgotten, so the next event asks again. `request` is the
 * request of the user's first stream (read for its principal, whose `sub` is `userId`).
 */
export class LiveReceiver {
  private scope!: BrandScope;
  private context!: GatewayContext;
  private hire: Answer<EmployerReader> | undefined;
  private readonly brandAnswers = new Map<string, Answer<boolean>>();
  /** Bumped by `refresh()`: a read begun before it does not fill the new cache. */
  private generation = 0;

  constructor(
    private readonly base: GatewayContext,
    private readonly request: FastifyRequest,
    readonly userId: string,
  ) {
    this.refresh();
  }

  /** Forgets what was cached: the next event re-reads scope, grants and settings. */
  refresh(): void {
    this.generation++;
    this.scope = new BrandScope(this.base.db, this.userId);
    const scope = this.scope;
    this.context = { ...this.base, scopeOf: () => scope };
    this.hire = undefined;
    this.brandAnswers.clear();
  }

  /**
   * Whether this user may receive `event`: a boolean when the answer is cached (or needs no
   * read), else a promise of it. A failed check rejects (the stream logs it and skips the event).
   */
  accepts(event: StoredLiveEvent): Answer<boolean> {
    switch (event.audience) {
      case 'APPLICATION': {
        if (event.candidate_user_id === this.userId) return true;
        const covers = (reader: EmployerReader) =>
          reader.paths.some((path) => event.brand_path.startsWith(path));
        const hire = (this.hire ??= this.remember(
          employerReader(this.context, this.request),
          (reader) => (this.hire = reader),
          () => (this.hire = undefined),
        ));
        return hire instanceof Promise ? hire.then(covers) : covers(hire);
      }
      case 'NEWS':
      case 'REWARDS':
      case 'SCHEDULE':
        return this.cached(`scope:${event.brand_id}`, () => this.scope.canSee({ path: event.brand_path }));
      case 'RISK':
        return this.cached(`risk:${event.brand_id}`, () =>
          allowed(requireRiskViewer(this.context, this.request, event.brand_id)),
        );
      default:
        return false;
    }
  }

  private cached(key: string, check: () => Promise<boolean>): Answer<boolean> {
    let answer = this.brandAnswers.get(key);
    if (answer === undefined) {
      answer = this.remember(
        check(),
        (value) => this.brandAnswers.set(key, value),
        () => this.brandAnswers.delete(key),
      );
      this.brandAnswers.set(key, answer);
    }
    return answer;
  }

  /** `read`, whose value replaces it in the cache (`keep`) or whose failure leaves it (`forget`). */
  private remember<T>(read: Promise<T>, keep: (value: T) => void, forget: () => void): Promise<T> {
    const generation = this.generation;
    return read.then(
      (value) => {
        if (this.generation === generation) keep(value);
        return value;
      },
      (error: unknown) => {
        if (this.generation === generation) forget();
        throw error;
      },
    );
  }
}

/** True when the access check passes, false when it refuses with a GatewayError (403 / 404). */
async function allowed(check: Promise<unknown>): Promise<boolean> {
  try {
    await check;
    return true;
  } catch (error) {
    if (error instanceof GatewayError) return false;
    throw error;
  }
}
