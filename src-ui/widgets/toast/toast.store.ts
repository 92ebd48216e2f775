import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** How long a toast stays by default (spec 001 §9), in ms. */
export const TOAST_DURATION_MS = 3500;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  /** Already translated text. */
  readonly message: string;
  readonly kind: ToastKind;
  /** Milliseconds before it goes away on its own. */
  readonly durationMs: number;
}

/**
 * The toasts on screen, newest last. Holds state only: the Toaster view schedules each toast's
 * removal after its duration.
 */
@injectable()
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<ToastStore, 'nextId'>(this, { nextId: false });
  }

  /** Shows a toast; returns its id (for `dismiss`). */
  show(message: string, kind: ToastKind = 'info', durationMs: number = TOAST_DURATION_MS): number {
    const id = this.nextId++;
    this.toasts.push({ id, message, kind, durationMs });
    return id;
  }

  /** Removes a toast; unknown ids are ignored. */
  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
