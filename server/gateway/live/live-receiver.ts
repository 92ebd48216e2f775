import type { FastifyRequest } from 'fastify';
import { BrandScope } from '../brands/brand-scope';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { requireRiskViewer } from '../attestation/attestation-access';
import { employerReader } from '../messaging/application-access';
import type { EmployerReader } from '../messaging/applications.repository';
import { mayReadLogbookType } from '../logbook/logbook-access';
import type { StoredLiveEvent } from './live-events.catalogue';

/**
 * Who may receive an event on one stream: the rules of the REST read of the same data, through
 * the same helpers (BrandScope, employerReader, requireRiskViewer), so a change to them applies
 * here too.
 * - APPLICATION: the application's candidate, or an employer whose hire paths (SOURCE_HIRE inside
 *   their brand scope) hold the application's brand (messaging/application-access.ts).
 * - NEWS, REWARDS: the brand inside the caller's scope (the GET /v1/news_feed rule).
 * - SCHEDULE: the location inside the caller's scope (its team and managers; the schedule reads
 *   then decide what each may see).
 * - RISK: the risk dashboard opens for the caller on that brand (requireRiskViewer).
 * - LOGBOOK_PERSON: the payload's user_id is the caller, the location is inside their scope and
 *   their VIEW_LOGBOOK grants there allow the payload's entry_type (logbook-access.ts).
 * Answers are cached per stream until `refresh()` (each heartbeat), so grants and memberships
 * changed meanwhile apply within one heartbeat.
 */
export class LiveReceiver {
  private scope!: BrandScope;
  private context!: GatewayContext;
  private hire: Promise<EmployerReader> | undefined;
  private readonly brandAnswers = new Map<string, Promise<boolean>>();

  constructor(
    private readonly base: GatewayContext,
    private readonly request: FastifyRequest,
    readonly userId: string,
  ) {
    this.refresh();
  }

  /** Forgets what was cached: the next event re-reads scope, grants and settings. */
  refresh(): void {
    this.scope = new BrandScope(this.base.db, this.userId);
    const scope = this.scope;
    this.context = { ...this.base, scopeOf: () => scope };
    this.hire = undefined;
    this.brandAnswers.clear();
  }

  /** Whether this stream's user may receive `event`; a failed check answers false (logged by the caller). */
  async accepts(event: StoredLiveEvent): Promise<boolean> {
    switch (event.audience) {
      case 'APPLICATION': {
        if (event.candidate_user_id === this.userId) return true;
        this.hire ??= employerReader(this.context, this.request);
        const reader = await this.hire;
        return reader.paths.some((path) => event.brand_path.startsWith(path));
      }
      case 'NEWS':
      case 'REWARDS':
      case 'SCHEDULE':
        return this.cached(`scope:${event.brand_id}`, () => this.scope.canSee({ path: event.brand_path }));
      case 'RISK':
        return this.cached(`risk:${event.brand_id}`, () =>
          allowed(requireRiskViewer(this.context, this.request, event.brand_id)),
        );
      case 'LOGBOOK_PERSON':
        return this.logbookReader(event);
      default:
        return false;
    }
  }

  private async logbookReader(event: StoredLiveEvent): Promise<boolean> {
    const payload = JSON.parse(event.payload) as { user_id?: unknown; entry_type?: unknown };
    if (payload.user_id !== this.userId || typeof payload.entry_type !== 'string') return false;
    const type = payload.entry_type;
    const inScope = await this.cached(`scope:${event.brand_id}`, () =>
      this.scope.canSee({ path: event.brand_path }),
    );
    if (!inScope) return false;
    return this.cached(`logbook:${event.brand_id}:${type}`, async () =>
      mayReadLogbookType(this.base.db, this.userId, event.brand_path, type),
    );
  }

  private cached(key: string, check: () => Promise<boolean>): Promise<boolean> {
    let answer = this.brandAnswers.get(key);
    if (!answer) {
      answer = check();
      this.brandAnswers.set(key, answer);
    }
    return answer;
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
