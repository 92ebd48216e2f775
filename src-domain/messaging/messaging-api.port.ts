import type { PageRequest } from '../dashboards/dashboards-api.port';
import { token } from '../shared/token';
import type {
  ApplicationDetail,
  ApplicationStatus,
  ApplicationSummaryPage,
  InboxFilters,
  MessageBoard,
  MessagingLimits,
  OutgoingMessage,
  Thread,
  ThreadMessage,
} from './messaging.model';

/**
 * The messaging calls of the hiring workspace (spec 001 §7 "Messaging"), for employers and
 * candidates. Every method rejects with a `GatewayError` when the call fails; its `serverCode`
 * is the server's `MESSAGING.*` / `BRAND.*` code when one came.
 */
export interface MessagingApiPort {
  /** Applications under `brandId` (its subtree), newest first, filtered; one page. */
  employerApplications(
    brandId: number,
    filters: InboxFilters,
    page: PageRequest,
  ): Promise<ApplicationSummaryPage>;
  /** The message board of `brandId`'s subtree; archived applications counted only when asked. */
  messageBoard(brandId: number, includeArchived: boolean): Promise<MessageBoard>;
  /** Candidates' messages under `brandId` the signed-in employer has not read. */
  employerUnreadCount(brandId: number): Promise<number>;
  /** The signed-in candidate's own applications (archived left out), newest first; one page. */
  candidateApplications(page: PageRequest): Promise<ApplicationSummaryPage>;
  /** Employers' messages the signed-in candidate has not read. */
  candidateUnreadCount(): Promise<number>;
  /** One application (404 MESSAGING.APPLICATION_NOT_FOUND when not the caller's). */
  application(applicationId: number): Promise<ApplicationDetail>;
  /** The thread of an application, oldest first. */
  thread(applicationId: number): Promise<Thread>;
  /**
   * Sends a message (multipart). `idempotencyKey` makes a retried send write once. Rejects with
   * MESSAGING.FILE_TYPE / FILE_TOO_LARGE / TOO_MANY_FILES / EMPTY_MESSAGE / BODY_TOO_LONG /
   * APPLICATION_ARCHIVED; nothing is saved then.
   */
  sendMessage(
    applicationId: number,
    message: OutgoingMessage,
    idempotencyKey: string,
  ): Promise<ThreadMessage>;
  /** Marks messages read (or unread) for the signed-in user only. */
  markRead(messageIds: readonly number[], isRead: boolean): Promise<void>;
  /** A short-lived link (absolute path from the site's origin) to a résumé. */
  resumeLink(applicationId: number, resumeId: number): Promise<string>;
  /** What a message may carry. */
  limits(): Promise<MessagingLimits>;
  /** Moves an application along the pipeline and/or archives it (employers only). */
  updateApplication(
    applicationId: number,
    change: { readonly status?: ApplicationStatus; readonly archived?: boolean },
    idempotencyKey: string,
  ): Promise<{ status: string; archived: boolean }>;
}
export const MessagingApiPort = token<MessagingApiPort>('domain.messaging-api');
