import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingPage, Slot } from '../../src-domain/interviews/interview.model';
import { InterviewsApiPort } from '../../src-domain/interviews/interviews-api.port';
import { BookingLinkInvalidError, SlotTakenError } from '../../src-domain/interviews/interviews.errors';
import { failureCode } from '../hiring/loadable';

/** The booking page as shown: loading, the page, a link that is not valid, or a failed read. */
export type BookingView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly page: BookingPage }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/**
 * The candidate's booking page at /interview/:token (issue #35; no sign-in). Holds the page, the
 * slot chosen, and what the last write said: a slot taken meanwhile (`taken`, with the next free
 * slots offered at once) or another failure (`writeFailed`, its code). Never rejects.
 */
@injectable()
export class BookingStore {
  token: string | undefined = undefined;
  view: BookingView = { kind: 'loading' };
  /** The chosen slot's start (ISO), not yet booked. */
  chosen: string | undefined = undefined;
  /** A booked candidate asked to move the booking: the slots are offered again. */
  rescheduling = false;
  busy = false;
  /** The slot the candidate chose was taken: the next free ones (maybe none). */
  taken: readonly Slot[] | undefined = undefined;
  writeFailed: string | undefined = undefined;
  /** What the last successful write did, for the page's announcement. */
  done: 'BOOKED' | 'CANCELLED' | undefined = undefined;

  constructor(@inject(InterviewsApiPort) private readonly api: InterviewsApiPort) {
    makeAutoObservable<BookingStore, 'api'>(this, { api: false });
  }

  /**
   * Shows the page behind `token`: reads it unless the store already holds it or is reading it
   * (read before the first render, issue #30), or its last read failed.
   */
  async show(token: string): Promise<void> {
    if (this.token === token && this.view.kind !== 'failed') return;
    await this.open(token);
  }

  /** Reads the page behind `token`. */
  async open(token: string): Promise<void> {
    this.token = token;
    this.view = { kind: 'loading' };
    this.reset();
    try {
      const page = await this.api.bookingPage(token);
      runInAction(() => {
        if (this.token === token) this.view = { kind: 'ready', page };
      });
    } catch (error) {
      runInAction(() => {
        if (this.token !== token) return;
        this.view =
          error instanceof BookingLinkInvalidError
            ? { kind: 'invalid' }
            : { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  choose(startsAt: string): void {
    this.chosen = startsAt;
    this.writeFailed = undefined;
  }

  startRescheduling(): void {
    this.rescheduling = true;
    this.chosen = undefined;
    this.done = undefined;
  }

  stopRescheduling(): void {
    this.rescheduling = false;
    this.chosen = undefined;
  }

  /** Books (or moves the booking to) the chosen slot. */
  async book(): Promise<void> {
    const startsAt = this.chosen;
    if (!startsAt) return;
    await this.write(async (token) => this.api.book(token, startsAt), 'BOOKED', startsAt);
  }

  /** Cancels the booking; the candidate may book again from the same page. */
  async cancel(): Promise<void> {
    await this.write(async (token) => this.api.cancelBooking(token), 'CANCELLED');
  }

  /** The .ics download of the booked interview. */
  get calendarFileUrl(): string | undefined {
    return this.token === undefined ? undefined : this.api.calendarFileUrl(this.token);
  }

  private reset(): void {
    this.chosen = undefined;
    this.rescheduling = false;
    this.busy = false;
    this.taken = undefined;
    this.writeFailed = undefined;
    this.done = undefined;
  }

  private async write(
    call: (token: string) => Promise<BookingPage>,
    outcome: 'BOOKED' | 'CANCELLED',
    tried?: string,
  ) {
    const token = this.token;
    if (token === undefined || this.busy) return;
    this.busy = true;
    this.writeFailed = undefined;
    this.taken = undefined;
    try {
      const page = await call(token);
      runInAction(() => {
        this.reset();
        this.view = { kind: 'ready', page };
        this.done = outcome;
      });
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        if (error instanceof SlotTakenError) {
          this.taken = error.nextSlots;
          this.chosen = undefined;
          // The taken slot leaves the list and the next free ones lead it, so the candidate picks again.
          if (this.view.kind === 'ready') {
            const { page } = this.view;
            const rest = page.slots.filter(
              (slot) =>
                slot.startsAt !== tried && !error.nextSlots.some((next) => next.startsAt === slot.startsAt),
            );
            this.view = { kind: 'ready', page: { ...page, slots: [...error.nextSlots, ...rest] } };
          }
        } else if (error instanceof BookingLinkInvalidError) {
          this.view = { kind: 'invalid' };
        } else {
          this.writeFailed = failureCode(error) ?? 'NETWORK';
        }
      });
    }
  }
}
