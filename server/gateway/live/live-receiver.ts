import type { FastifyRequest } from 'fastify';
import { BrandScope } from '../brands/brand-scope';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { requireRiskViewer } from '../attestation/attestation-access';
import { employerReader } from '../messaging/application-access';
import type { EmployerReader } from '../messaging/applications.repository';
import { inAppNoticeKind, noticeReaches, type InAppNoticeKind } from '../../../src-domain/index';
import { managersOfApplication } from '../notifications/thread-digest';
import { preferencesOf } from '../sms/sms.repository';
import { mayReadLogbookType } from '../logbook/logbook-access';
import type { StoredLiveEvent } from './live-events.catalogue';
import { scheduleLocation } from '../schedules/schedules-access';

/** The events that may be an in-app notice (the others skip the payload parse). */
const NOTICE_EVENTS = new Set(['message.created', 'application.status_changed', 'interview.changed']);

/** An answer known now, or the read that will give it. */
export type Answer<T> = T | Promise<T>;

/** `next` applied to `answer`: at once when it is known, else when it comes. */
function then<T, U>(answer: Answer<T>, next: (value: T) => Answer<U>): Answer<U> {
  return answer instanceof Promise ? answer.then(next) : next(answer);
}

/** What an event that may be a notice says, read once per event (not once per receiver). */
interface NoticeFacts {
  readonly applicationId: number;
  readonly candidateKind: InAppNoticeKind | undefined;
  readonly employerKind: InAppNoticeKind | undefined;
}

const noticeFacts = new WeakMap<StoredLiveEvent, NoticeFacts>();

/** The notice facts of `event`; undefined for an event that cannot be a notice. */
function noticeFactsOf(event: StoredLiveEvent): NoticeFacts | undefined {
  if (!NOTICE_EVENTS.has(event.name)) return undefined;
  let facts = noticeFacts.get(event);
  if (facts === undefined) {
    const payload = JSON.parse(event.payload) as {
      application_id: number;
      sender?: string;
      state?: string;
      by?: string;
    };
    const noticeable = { name: event.name, ...payload };
    facts = {
      applicationId: payload.application_id,
      candidateKind: inAppNoticeKind(noticeable, 'CANDIDATE'),
      employerKind: inAppNoticeKind(noticeable, 'EMPLOYER'),
    };
    noticeFacts.set(event, facts);
  }
  return facts;
}

/**
 * Who may receive an event: the rules of the REST read of the same data, through the same
 * helpers (BrandScope, employerReader, requireRiskViewer), so a change to them applies here too.
 * - APPLICATION: the application's candidate, or an employer whose hire paths (SOURCE_HIRE inside
 *   their brand scope) hold the application's brand (messaging/application-access.ts).
 * - NEWS, REWARDS: the brand inside the caller's scope (the GET /v1/news_feed rule).
 * - SCHEDULE: the location inside the caller's scope (its team and managers; the schedule reads
 *   then decide what each may see).
 * - SCHEDULE_WEEK: as SCHEDULE while the payload's week is published; for a draft week, the
 *   caller may manage the location's schedule (scheduleLocation 'manage', the week read's rule).
 * - RISK: the risk dashboard opens for the caller on that brand (requireRiskViewer).
 * - LOGBOOK_PERSON: the payload's user_id is the caller, the location is inside their scope and
 *   their VIEW_LOGBOOK grants there allow the payload's entry_type (logbook-access.ts).
 * The rules depend on the user only, so one receiver serves all of a user's streams on a process
 * (LiveHub.receiverFor): each check runs once per user, not once per stream. Answers are cached
 * until `refresh()` (each heartbeat), so grants and memberships changed meanwhile apply within
 * one heartbeat; a check that fails is forgotten, so the next event asks again. `request` is the
 * request of the user's first stream (read for its principal, whose `sub` is `userId`).
 * `notices` (issue #35) caches the person's in-app choice and the thread's managers like the
 * access answers; saving the choice refreshes the receiver on every process at once
 * (`forgetReceiverOf`, live-events.port.ts), so turning it off holds for the next event.
 */
export class LiveReceiver {
  private scope!: BrandScope;
  private context!: GatewayContext;
  private hire: Answer<EmployerReader> | undefined;
  private readonly brandAnswers = new Map<string, Answer<boolean>>();
  private readonly threadManagers = new Map<number, Answer<string[]>>();
  private inApp: Answer<boolean> | undefined;
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
    this.inApp = undefined;
    this.brandAnswers.clear();
    this.threadManagers.clear();
  }

  /**
   * Whether `event`, which this user accepted, is an in-app notice for them
   * (in-app-notice.rules.ts): news for their side of the application, they keep in-app on, and,
   * on the employer side, they are among the managers the thread's mail goes to. Rejects only
   * when a read fails; false at once for an event that cannot be a notice.
   */
  notices(event: StoredLiveEvent): Answer<boolean> {
    const facts = noticeFactsOf(event);
    if (facts === undefined) return false;
    const candidate = event.candidate_user_id === this.userId;
    const kind = candidate ? facts.candidateKind : facts.employerKind;
    if (kind === undefined) return false;
    return then(this.inAppChoice(), (inApp) => {
      if (!inApp) return false;
      if (candidate) return noticeReaches(kind, { inApp, toldOfThread: true });
      return then(this.managersOf(facts.applicationId), (managers) =>
        noticeReaches(kind, { inApp, toldOfThread: managers.includes(this.userId) }),
      );
    });
  }

  /** The person's in-app choice, cached until `refresh()`; a failed read is forgotten. */
  private inAppChoice(): Answer<boolean> {
    return (this.inApp ??= this.remember(
      preferencesOf(this.base.db, this.userId).then((prefs) => prefs.inApp),
      (inApp) => (this.inApp = inApp),
      () => (this.inApp = undefined),
    ));
  }

  /** The managers the application's thread mail goes to, cached until `refresh()`; a failed read is forgotten. */
  private managersOf(applicationId: number): Answer<string[]> {
    let managers = this.threadManagers.get(applicationId);
    if (managers === undefined) {
      managers = this.remember(
        managersOfApplication(this.base.db, applicationId),
        (value) => this.threadManagers.set(applicationId, value),
        () => this.threadManagers.delete(applicationId),
      );
      this.threadManagers.set(applicationId, managers);
    }
    return managers;
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
        return this.inScope(event);
      case 'RISK':
        return this.cached(`risk:${event.brand_id}`, () =>
          allowed(requireRiskViewer(this.context, this.request, event.brand_id)),
        );
      case 'SCHEDULE_WEEK':
        return (JSON.parse(event.payload) as { published?: unknown }).published === true
          ? this.inScope(event)
          : this.cached(`schedule:${event.brand_id}`, () =>
              allowed(scheduleLocation(this.context, this.request, event.brand_id, 'manage')),
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
    if (!(await this.inScope(event))) return false;
    return this.cached(`logbook:${event.brand_id}:${type}`, async () =>
      mayReadLogbookType(this.base.db, this.userId, event.brand_path, type),
    );
  }

  /** Whether the event's brand is inside the caller's scope. */
  private inScope(event: StoredLiveEvent): Answer<boolean> {
    return this.cached(`scope:${event.brand_id}`, () => this.scope.canSee({ path: event.brand_path }));
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
