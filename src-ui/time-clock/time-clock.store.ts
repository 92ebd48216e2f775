import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { ConnectivityPort } from '../../src-domain/connectivity/connectivity.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { Language } from '../../src-domain/language/language.rules';
import { GeolocationError, GeolocationPort } from '../../src-domain/location/geolocation.port';
import {
  clockOutAnswerProblems,
  questionApplies,
  type ClockOutAnswer,
  type ClockOutAnswerProblem,
  type ClockOutQuestionRule,
} from '../../src-domain/time-clock/clock-out-answers.rules';
import { BackgroundSyncPort } from '../../src-domain/time-clock/background-sync.port';
import { PunchQueuePort, type QueuedPunch } from '../../src-domain/time-clock/punch-queue.port';
import {
  TimeClockApiPort,
  type ClockOutQuestion,
  type ClockStatus,
  type TimeClockLocation,
  type TimeClockOverview,
} from '../../src-domain/time-clock/time-clock-api.port';
import {
  clockedInFor,
  clockInTiming,
  shiftToClockInto,
  type ClockInTiming,
  type ClockShift,
} from '../../src-domain/time-clock/scheduled-shift.rules';
import { allPunches, projectedStatus } from '../../src-domain/time-clock/time-clock-view.rules';
import type { PunchKind } from '../../src-domain/time-clock/time-clock.model';
import { allowedPunches, shiftMinutes, workedTodayMs } from '../../src-domain/time-clock/time-clock.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { TimeClockAccessStore } from './time-clock-access.store';

/** loading: nothing to show yet; ready: read online; offline: the copy saved on this device; failed: neither. */
export type TimeClockLoad = 'loading' | 'ready' | 'offline' | 'failed';

const asRule = (question: ClockOutQuestion): ClockOutQuestionRule => ({
  templateId: question.templateId,
  version: question.version,
  type: question.type,
  required: question.required,
  optionKeys: question.options.map((option) => option.key),
  // The employee's copy names only the answers that need a comment; that is the rule it enforces.
  flagRule:
    question.commentRequiredFor.length > 0
      ? { answers: question.commentRequiredFor, actions: ['REQUIRE_COMMENT'] }
      : undefined,
  minShiftMinutes: question.minShiftMinutes,
});

/**
 * The employee's time clock (issue #33): state and time worked from the server's punches plus
 * those still queued on this device; every punch is written to the device queue first (its own
 * Idempotency-Key and the device's clock reading), shown as pending and sent in device-time
 * order now, when the network returns and when the screen opens. A clock-out first asks the
 * location's questions; what was typed stays on any error.
 */
@injectable()
export class TimeClockStore {
  load: TimeClockLoad = 'loading';
  overview: TimeClockOverview | undefined = undefined;
  questionsByLocation: Readonly<Record<number, readonly ClockOutQuestion[]>> = {};
  queued: QueuedPunch[] = [];
  chosenLocationId: number | undefined = undefined;
  /** The clock-out form is open. */
  clockingOut = false;
  answers: Record<number, string[]> = {};
  comments: Record<number, string> = {};
  problems: ReadonlyMap<number, ClockOutAnswerProblem> = new Map();
  /** A storage failure of this device ('TIME_CLOCK.DEVICE_STORAGE'); undefined when fine. */
  deviceError: string | undefined = undefined;
  syncing = false;
  /**
   * Punches the server accepted since this device's queue was last empty: with nothing pending
   * the screen says they were all sent. Back to 0 when a punch is queued with nothing waiting.
   */
  sent = 0;
  working = false;
  /**
   * The employee agreed to share their position with punches at locations with a geofence
   * (spec 001: a position is asked and stored only with consent); kept on this device.
   */
  positionConsent = false;
  /** Keys of punches shown but not ready to send: being saved on the device or waiting for their position. */
  private readonly held = new Set<string>();
  private userId: string | undefined = undefined;
  private language: Language = 'en';
  private stopWatching: (() => void) | undefined = undefined;

  constructor(
    @inject(TimeClockApiPort) private readonly api: TimeClockApiPort,
    @inject(PunchQueuePort) private readonly queue: PunchQueuePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(GeolocationPort) private readonly geolocation: GeolocationPort,
    @inject(BackgroundSyncPort) private readonly backgroundSync: BackgroundSyncPort,
    @inject(TimeClockAccessStore) private readonly access: TimeClockAccessStore,
  ) {
    makeAutoObservable<
      TimeClockStore,
      | 'api'
      | 'queue'
      | 'clock'
      | 'random'
      | 'connectivity'
      | 'geolocation'
      | 'backgroundSync'
      | 'access'
      | 'held'
    >(this, {
      api: false,
      queue: false,
      clock: false,
      random: false,
      connectivity: false,
      geolocation: false,
      backgroundSync: false,
      access: false,
      held: false,
    });
  }

  /**
   * Opens the clock for `userId` in `language`: the device's queue and saved copy first (so it
   * works offline), then the server, then sends what waits. Sends again whenever the network
   * returns until `close`. Never rejects.
   */
  async open(userId: string, language: Language): Promise<void> {
    if (this.userId !== userId) this.reset();
    this.userId = userId;
    this.language = language;
    this.stopWatching?.();
    this.stopWatching = this.connectivity.onOnlineChange((online) => {
      if (online) void this.sync();
    });
    try {
      const [queued, snapshot] = await Promise.all([
        this.queue.list(userId),
        this.queue.readSnapshot(userId),
      ]);
      runInAction(() => {
        this.queued = queued;
        if (snapshot) this.positionConsent = snapshot.positionConsent ?? false;
        if (snapshot && this.load === 'loading') {
          this.overview = snapshot.overview;
          this.questionsByLocation = snapshot.questions;
          this.load = 'offline';
        }
      });
    } catch {
      runInAction(() => void (this.deviceError = 'TIME_CLOCK.DEVICE_STORAGE'));
    }
    await this.refresh();
    await this.sync();
  }

  /** Stops listening to the network. */
  close(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
  }

  /** Reads the server's state and the questions of each location again; never rejects. */
  async refresh(): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    if (this.load === 'failed') this.load = 'loading';
    try {
      const overview = await this.api.overview();
      const questions: Record<number, readonly ClockOutQuestion[]> = {};
      await Promise.all(
        overview.locations.map(async (location) => {
          questions[location.id] = await this.api.questions(location.id, this.language);
        }),
      );
      runInAction(() => {
        this.overview = overview;
        this.questionsByLocation = questions;
        this.load = 'ready';
      });
      this.access.learn(overview.locations.length > 0);
      await this.saveSnapshot();
    } catch {
      runInAction(() => {
        if (this.load === 'loading') this.load = this.overview ? 'offline' : 'failed';
        else if (this.load === 'ready') this.load = 'offline';
      });
    }
  }

  get locations(): readonly TimeClockLocation[] {
    return this.overview?.locations ?? [];
  }

  /**
   * The scheduled shift a clock-in at `now` is for (shiftToClockInto), of those the server last
   * answered. A snapshot saved before the server named shifts has none.
   */
  shiftAt(now: number): ClockShift | undefined {
    const shifts: readonly ClockShift[] | undefined = this.overview?.shifts;
    return shiftToClockInto(shifts ?? [], now);
  }

  /**
   * How a clock-in at `now` compares with the shift it is for (clockInTiming); undefined on the
   * clock, without a shift, or once clocked in for that shift (a punch waiting on the phone too).
   */
  clockInTimingAt(now: number): ClockInTiming | undefined {
    const shift = this.shiftAt(now);
    if (!shift || this.status.state !== 'OFF') return undefined;
    if (clockedInFor(shift, allPunches(this.overview?.punches ?? [], this.queued))) return undefined;
    return clockInTiming(shift.startsAt, now);
  }

  /** The state shown: the server's moved on by the punches waiting on this device. */
  get status(): ClockStatus {
    const server = this.overview?.status ?? {
      state: 'OFF',
      locationId: undefined,
      shiftStartedAt: undefined,
    };
    return projectedStatus(server, this.queued);
  }

  /** The punches possible now (the buttons shown). */
  get allowed(): readonly PunchKind[] {
    return this.overview ? allowedPunches(this.status.state) : [];
  }

  /** The location of the next punch: the open shift's, else the chosen one, else the only one. */
  get locationId(): number | undefined {
    return this.status.locationId ?? this.chosenLocationId ?? this.locations[0]?.id;
  }

  get pending(): readonly QueuedPunch[] {
    return this.queued.filter((punch) => punch.status === 'PENDING');
  }

  get refused(): readonly QueuedPunch[] {
    return this.queued.filter((punch) => punch.status === 'REFUSED');
  }

  /** Milliseconds worked today (the device's local day) at `now`. */
  workedToday(now: number, zone = 'local'): number {
    return workedTodayMs(allPunches(this.overview?.punches ?? [], this.queued), now, zone);
  }

  /** The questions the clock-out asks now (the shift's length decides the thresholds). */
  get clockOutQuestions(): readonly ClockOutQuestion[] {
    const locationId = this.locationId;
    const started = this.status.shiftStartedAt;
    if (locationId === undefined || started === undefined) return [];
    const now = this.clock.now();
    const shift = allPunches(this.overview?.punches ?? [], this.queued).filter((p) => p.deviceAt >= started);
    const minutes = shiftMinutes(shift, started, now);
    return (this.questionsByLocation[locationId] ?? []).filter((question) =>
      questionApplies(asRule(question), minutes),
    );
  }

  chooseLocation(id: number): void {
    this.chosenLocationId = id;
  }

  /** Gives or withdraws the consent to share the position with punches; kept on this device. Never rejects. */
  async setPositionConsent(given: boolean): Promise<void> {
    this.positionConsent = given;
    await this.saveSnapshot();
  }

  /** Whether the next punch's location has a geofence (the consent box is shown). */
  get locationHasGeofence(): boolean {
    return this.locations.find((candidate) => candidate.id === this.locationId)?.geofence !== undefined;
  }

  /** Clock in, start or end a break now; a clock-out opens its questions instead. Never rejects. */
  async punch(kind: PunchKind): Promise<void> {
    if (kind === 'CLOCK_OUT' && this.clockOutQuestions.length > 0) {
      this.clockingOut = true;
      this.problems = new Map();
      return;
    }
    await this.record(kind, []);
  }

  setAnswer(templateId: number, answers: string[]): void {
    this.answers = { ...this.answers, [templateId]: answers };
    if (this.problems.has(templateId)) {
      const problems = new Map(this.problems);
      problems.delete(templateId);
      this.problems = problems;
    }
  }

  setComment(templateId: number, comment: string): void {
    this.comments = { ...this.comments, [templateId]: comment };
  }

  cancelClockOut(): void {
    this.clockingOut = false;
    this.problems = new Map();
  }

  /** Checks the answers (required ones, comments) and clocks out with them; keeps them on error. */
  async submitClockOut(): Promise<boolean> {
    const questions = this.clockOutQuestions;
    const answers: ClockOutAnswer[] = questions
      .filter((question) => (this.answers[question.templateId] ?? []).length > 0)
      .map((question) => ({
        templateId: question.templateId,
        version: question.version,
        // A plain copy: IndexedDB cannot store MobX's observable arrays (DataCloneError).
        answers: [...this.answers[question.templateId]!],
        ...(this.comments[question.templateId]?.trim()
          ? { comment: this.comments[question.templateId]! }
          : {}),
      }));
    const problems = clockOutAnswerProblems(questions.map(asRule), answers);
    this.problems = problems;
    if (problems.size > 0) return false;
    const saved = await this.record('CLOCK_OUT', answers);
    if (saved) {
      runInAction(() => {
        this.clockingOut = false;
        this.answers = {};
        this.comments = {};
      });
    }
    return saved;
  }

  /** Forgets a refused punch the employee has read. */
  async dismiss(key: string): Promise<void> {
    await this.queue.remove(key).catch(() => undefined);
    runInAction(() => void (this.queued = this.queued.filter((punch) => punch.key !== key)));
  }

  /**
   * Sends the waiting punches in device-time order, one at a time: an accepted one leaves the
   * queue, a refused one stays with its reason, and an unsent one stops the round (the network
   * is gone: the next `online` or opening tries again, and Background Sync is asked to send it
   * with the app closed). Never rejects.
   */
  async sync(): Promise<void> {
    const userId = this.userId;
    if (this.syncing || !userId) return;
    this.syncing = true;
    let accepted = 0;
    try {
      // Punches queued while this round runs are sent in it too; each is tried once per round.
      const tried = new Set<string>();
      for (;;) {
        const punch = this.pending.find((candidate) => !tried.has(candidate.key));
        // A held punch (being saved or located) stops the round: the server orders by device time.
        if (!punch || this.held.has(punch.key)) break;
        tried.add(punch.key);
        const outcome = await this.api.send(punch);
        if (outcome.kind === 'UNSENT') {
          // Sent by the service worker when the network returns, even if the app is closed first.
          void this.backgroundSync.request(userId);
          break;
        }
        if (outcome.kind === 'ACCEPTED') {
          accepted += 1;
          await this.queue.remove(punch.key);
          runInAction(() => {
            this.queued = this.queued.filter((queued) => queued.key !== punch.key);
            this.sent += 1;
          });
        } else {
          // Plain copies: IndexedDB cannot store MobX's observables (DataCloneError).
          const refused: QueuedPunch = { ...toJS(punch), status: 'REFUSED', refusal: outcome.code };
          await this.queue.put(refused);
          runInAction(() => {
            this.queued = this.queued.map((queued) => (queued.key === punch.key ? refused : queued));
          });
        }
      }
    } catch {
      runInAction(() => void (this.deviceError = 'TIME_CLOCK.DEVICE_STORAGE'));
    } finally {
      runInAction(() => void (this.syncing = false));
    }
    if (accepted > 0) await this.refresh();
  }

  /**
   * Shows the punch at once (the state moves on before the device's storage answers), writes it
   * to the device queue, then — where the location has a geofence and the employee consented —
   * asks the position and saves it with the punch, and sends. Until saved and located the punch
   * is held: no sync sends it (nor anything after it), so it is never sent without the position
   * it is waiting for and never written back after it was sent (by another tab: the device
   * queue's `replace` tells). Without consent nothing is asked
   * and the punch says NO_CONSENT; until the position comes the saved copy says NOT_ANSWERED (the
   * reason sent if the app closes first). False, with the punch taken back, when the device could
   * not save it.
   */
  private async record(kind: PunchKind, answers: readonly ClockOutAnswer[]): Promise<boolean> {
    const userId = this.userId;
    const locationId = this.locationId;
    if (!userId || locationId === undefined || this.working) return false;
    const fenced = this.locations.find((candidate) => candidate.id === locationId)?.geofence !== undefined;
    const locate = fenced && this.positionConsent;
    const punch: QueuedPunch = {
      key: `punch-${this.random.next(16)}`,
      userId,
      locationId,
      kind,
      deviceAt: this.clock.now(),
      position: undefined,
      noPositionReason: fenced ? (locate ? 'NOT_ANSWERED' : 'NO_CONSENT') : undefined,
      answers,
      status: 'PENDING',
    };
    this.held.add(punch.key);
    this.working = true;
    this.deviceError = undefined;
    if (this.pending.length === 0) this.sent = 0;
    this.queued = [...this.queued, punch].sort((a, b) => a.deviceAt - b.deviceAt);
    try {
      await this.queue.put(punch);
    } catch {
      this.held.delete(punch.key);
      runInAction(() => {
        this.queued = this.queued.filter((queued) => queued.key !== punch.key);
        this.deviceError = 'TIME_CLOCK.DEVICE_STORAGE';
        this.working = false;
      });
      return false;
    }
    runInAction(() => void (this.working = false));
    if (locate) {
      const located = { ...punch, ...(await this.position()) };
      // Held here, so unsent by this screen; another tab may have sent it (as NOT_ANSWERED)
      // meanwhile: then it is gone from the device and must be neither written back nor sent again.
      const kept = await this.queue.replace(located).catch(() => true);
      runInAction(() => {
        this.queued = kept
          ? this.queued.map((queued) => (queued.key === punch.key ? located : queued))
          : this.queued.filter((queued) => queued.key !== punch.key);
      });
    }
    this.held.delete(punch.key);
    void this.sync();
    return true;
  }

  /** The device's position, or the reason there is none; never rejects. */
  private async position(): Promise<Pick<QueuedPunch, 'position' | 'noPositionReason'>> {
    try {
      return { position: await this.geolocation.currentPosition(), noPositionReason: undefined };
    } catch (error) {
      const code = error instanceof GeolocationError ? error.code : 'GEOLOCATION.UNAVAILABLE';
      return {
        position: undefined,
        noPositionReason:
          code === 'GEOLOCATION.DENIED'
            ? 'DENIED'
            : code === 'GEOLOCATION.UNSUPPORTED'
              ? 'UNSUPPORTED'
              : 'UNAVAILABLE',
      };
    }
  }

  /** Saves what was read online and the consent on this device; a failure is ignored (the copy is a convenience). */
  private async saveSnapshot(): Promise<void> {
    const userId = this.userId;
    if (!userId || !this.overview) return;
    await this.queue
      .writeSnapshot({
        userId,
        // Plain copies: IndexedDB cannot store MobX's observables (DataCloneError), and the
        // failure is ignored here, so without them no copy was ever kept for offline use.
        overview: toJS(this.overview),
        questions: toJS(this.questionsByLocation),
        language: this.language,
        positionConsent: this.positionConsent,
      })
      .catch(() => undefined);
  }

  private reset(): void {
    this.positionConsent = false;
    this.load = 'loading';
    this.overview = undefined;
    this.questionsByLocation = {};
    this.queued = [];
    this.sent = 0;
    this.chosenLocationId = undefined;
    this.clockingOut = false;
    this.answers = {};
    this.comments = {};
    this.problems = new Map();
  }
}
