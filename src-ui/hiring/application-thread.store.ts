import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import {
  checkAttachments,
  checkMessage,
  type AttachmentRefusal,
  type MessageRefusal,
} from '../../src-domain/messaging/attachment-limits.rules';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import type {
  ApplicationDetail,
  ApplicationStatus,
  MessagingLimits,
  OutgoingFile,
  ThreadMessage,
} from '../../src-domain/messaging/messaging.model';
import { coalescedRead } from '../live/coalesced-read';
import { failureCode, type Loadable } from './loadable';
import { MessagingCountsStore } from './messaging-counts.store';

/** What the composer says went wrong: a local refusal or the server's error code. */
export type SendProblem =
  | { readonly kind: 'message'; readonly reason: MessageRefusal }
  | { readonly kind: 'server'; readonly code: string | undefined };

/** Everything the application view reads at once. */
export interface ApplicationView {
  readonly application: ApplicationDetail;
  readonly messages: readonly ThreadMessage[];
  readonly limits: MessagingLimits;
}

/**
 * One application and its thread (employer view and candidate view alike): reads the
 * application, the thread and the limits; marks the messages the user has not read as read
 * (for them only) and refreshes the shared unread counts; holds the composer (text, files checked
 * against the limits before sending, the reason a file or message is refused) and sends with an
 * Idempotency-Key. A failed send keeps the typed text and the files.
 */
@injectable()
export class ApplicationThreadStore {
  applicationId: number | undefined = undefined;
  view: Loadable<ApplicationView> = { kind: 'loading' };
  draft = '';
  files: OutgoingFile[] = [];
  refusedFiles: { readonly name: string; readonly reason: AttachmentRefusal }[] = [];
  sending = false;
  sendProblem: SendProblem | undefined = undefined;
  updating = false;
  updateFailed: string | undefined = undefined;
  /** Messages that were unread when they arrived on screen: the view marks them "new". */
  newMessageIds: number[] = [];
  private sendKey: string | undefined = undefined;
  private readonly threadReads = coalescedRead(() => this.readThread());

  constructor(
    @inject(MessagingApiPort) private readonly api: MessagingApiPort,
    @inject(MessagingCountsStore) private readonly counts: MessagingCountsStore,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {
    makeAutoObservable<ApplicationThreadStore, 'api' | 'counts' | 'random' | 'sendKey' | 'threadReads'>(
      this,
      {
        api: false,
        counts: false,
        random: false,
        sendKey: false,
        threadReads: false,
      },
    );
  }

  /**
   * Opens application `applicationId` (the composer starts empty when it is another one), then
   * marks its unread messages read. Never rejects.
   */
  async open(applicationId: number): Promise<void> {
    if (applicationId !== this.applicationId) {
      this.applicationId = applicationId;
      this.draft = '';
      this.files = [];
      this.refusedFiles = [];
      this.sendProblem = undefined;
      this.updateFailed = undefined;
      this.sendKey = undefined;
      this.newMessageIds = [];
    }
    this.view = { kind: 'loading' };
    try {
      const [application, thread, limits] = await Promise.all([
        this.api.application(applicationId),
        this.api.thread(applicationId),
        this.api.limits(),
      ]);
      if (applicationId !== this.applicationId) return;
      runInAction(
        () => (this.view = { kind: 'ready', value: { application, messages: thread.messages, limits } }),
      );
      await this.markUnreadRead(applicationId, thread.messages);
    } catch (error) {
      runInAction(() => {
        if (applicationId === this.applicationId) this.view = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /**
   * Reads the thread again quietly (new messages, fresh file links); marks new ones read. Asked
   * again while a read runs, it reads once more after it (coalescedRead), not once per ask.
   */
  refreshThread(): Promise<void> {
    return this.threadReads();
  }

  private async readThread(): Promise<void> {
    const id = this.applicationId;
    if (id === undefined || this.view.kind !== 'ready') return;
    try {
      const thread = await this.api.thread(id);
      runInAction(() => {
        if (this.view.kind === 'ready' && id === this.applicationId) {
          this.view = { kind: 'ready', value: { ...this.view.value, messages: thread.messages } };
        }
      });
      await this.markUnreadRead(id, thread.messages);
    } catch {
      // The thread on screen stays; the next refresh tries again.
    }
  }

  private async markUnreadRead(applicationId: number, messages: readonly ThreadMessage[]): Promise<void> {
    const unread = messages.filter((message) => !message.isRead).map((message) => message.id);
    if (unread.length === 0) return;
    runInAction(() => (this.newMessageIds = [...new Set([...this.newMessageIds, ...unread])]));
    try {
      await this.api.markRead(unread, true);
    } catch {
      return;
    }
    runInAction(() => {
      if (this.view.kind !== 'ready' || applicationId !== this.applicationId) return;
      const read = new Set(unread);
      this.view = {
        kind: 'ready',
        value: {
          ...this.view.value,
          messages: this.view.value.messages.map((message) =>
            read.has(message.id) ? { ...message, isRead: true } : message,
          ),
        },
      };
    });
    await this.counts.refreshKnown();
  }

  setDraft(text: string): void {
    this.draft = text;
    if (this.sendProblem?.kind === 'message') this.sendProblem = undefined;
  }

  /** Adds picked files: those within the limits join the message, the others are named with why. */
  addFiles(picked: readonly OutgoingFile[]): void {
    if (this.view.kind !== 'ready') return;
    const check = checkAttachments(this.view.value.limits, this.files, picked);
    this.files.push(...check.accepted);
    this.refusedFiles = check.refused.map(({ file, reason }) => ({ name: file.name, reason }));
    this.sendProblem = undefined;
    this.sendKey = undefined;
  }

  removeFile(index: number): void {
    this.files.splice(index, 1);
    this.refusedFiles = [];
    this.sendKey = undefined;
  }

  /** Whether a message may be sent as it stands (undefined) or why not. */
  get messageRefusal(): MessageRefusal | undefined {
    if (this.view.kind !== 'ready') return undefined;
    return checkMessage(this.view.value.limits, this.draft, this.files.length);
  }

  /**
   * Sends the draft and files. On success the message joins the thread (once: a live refresh may
   * have shown it already) and the composer empties; on failure the text and files stay and
   * `sendProblem` says why. Never rejects.
   */
  async send(): Promise<void> {
    const id = this.applicationId;
    if (id === undefined || this.view.kind !== 'ready' || this.sending) return;
    const refusal = this.messageRefusal;
    if (refusal) {
      this.sendProblem = { kind: 'message', reason: refusal };
      return;
    }
    // One key per draft: a retry of the same draft after a lost answer writes once.
    this.sendKey ??= this.random.next(16);
    this.sending = true;
    this.sendProblem = undefined;
    try {
      const message = await this.api.sendMessage(
        id,
        { body: this.draft, files: [...this.files] },
        this.sendKey,
      );
      runInAction(() => {
        this.sending = false;
        this.draft = '';
        this.files = [];
        this.refusedFiles = [];
        this.sendKey = undefined;
        // A live refresh may have brought the message in before this answer (its own event).
        if (
          this.view.kind === 'ready' &&
          id === this.applicationId &&
          !this.view.value.messages.some((shown) => shown.id === message.id)
        ) {
          this.view = {
            kind: 'ready',
            value: { ...this.view.value, messages: [...this.view.value.messages, message] },
          };
        }
      });
      await this.counts.refreshKnown();
    } catch (error) {
      runInAction(() => {
        this.sending = false;
        this.sendProblem = { kind: 'server', code: failureCode(error) };
      });
    }
  }

  /** Moves the application to `status` or (un)archives it (employers). Never rejects. */
  async update(change: { readonly status?: ApplicationStatus; readonly archived?: boolean }): Promise<void> {
    const id = this.applicationId;
    if (id === undefined || this.view.kind !== 'ready' || this.updating) return;
    this.updating = true;
    this.updateFailed = undefined;
    try {
      const result = await this.api.updateApplication(id, change, this.random.next(16));
      runInAction(() => {
        this.updating = false;
        if (this.view.kind === 'ready' && id === this.applicationId) {
          const application = { ...this.view.value.application, ...result };
          this.view = { kind: 'ready', value: { ...this.view.value, application } };
        }
      });
      await this.counts.refreshKnown();
    } catch (error) {
      runInAction(() => {
        this.updating = false;
        this.updateFailed = failureCode(error) ?? 'NETWORK';
      });
    }
  }

  /**
   * Reads the open application again quietly (its stage was moved elsewhere on the screen, e.g.
   * by the tags panel) and refreshes the shared counts; the view keeps what it shows when the
   * read fails. Never rejects.
   */
  async reloadApplication(): Promise<void> {
    const id = this.applicationId;
    if (id === undefined || this.view.kind !== 'ready') return;
    try {
      const application = await this.api.application(id);
      runInAction(() => {
        if (this.view.kind === 'ready' && id === this.applicationId) {
          this.view = { kind: 'ready', value: { ...this.view.value, application } };
        }
      });
      await this.counts.refreshKnown();
    } catch {
      // The application on screen stays; the next open reads it afresh.
    }
  }

  /** A short-lived link to a résumé; undefined when it cannot be had. */
  async resumeLink(resumeId: number): Promise<string | undefined> {
    const id = this.applicationId;
    if (id === undefined) return undefined;
    try {
      return await this.api.resumeLink(id, resumeId);
    } catch {
      return undefined;
    }
  }
}
