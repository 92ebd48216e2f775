import type { Language } from '../language/language.rules';
import { token } from '../shared/token';
import type { ClockOutQuestion, PunchRequest, TimeClockOverview } from './time-clock-api.port';

/** A punch saved on this device: PENDING until the server accepts it, or REFUSED with its code. */
export interface QueuedPunch extends PunchRequest {
  /** The signed-in user who made it (a shared phone keeps each person's punches apart). */
  readonly userId: string;
  readonly status: 'PENDING' | 'REFUSED';
  /** The server's code when REFUSED. */
  readonly refusal?: string;
}

/** What the screen last read online, so it opens with no network. */
export interface TimeClockSnapshot {
  readonly userId: string;
  readonly overview: TimeClockOverview;
  /** Clock-out questions by location id, in `language`. */
  readonly questions: Readonly<Record<number, readonly ClockOutQuestion[]>>;
  readonly language: Language;
  /** The employee's consent to share the position with punches; undefined (no) in older copies. */
  readonly positionConsent?: boolean;
}

/**
 * The device's durable queue of punches (CONVENTIONS rule 20): a punch is written here before it
 * is sent and removed once the server accepted it, so closing the app or losing the network
 * loses nothing. Every method rejects only when the device's storage fails.
 */
export interface PunchQueuePort {
  /** Saves (or replaces, by key) a punch. */
  put(punch: QueuedPunch): Promise<void>;
  /**
   * Replaces the punch with the same key only while it is still queued (one transaction); false
   * when it is gone (sent or dismissed meanwhile, e.g. by another tab), and nothing is written.
   */
  replace(punch: QueuedPunch): Promise<boolean>;
  /** The user's punches in device-time order. */
  list(userId: string): Promise<QueuedPunch[]>;
  remove(key: string): Promise<void>;
  readSnapshot(userId: string): Promise<TimeClockSnapshot | undefined>;
  writeSnapshot(snapshot: TimeClockSnapshot): Promise<void>;
}
export const PunchQueuePort = token<PunchQueuePort>('domain.punch-queue');
