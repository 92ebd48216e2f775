import type { PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import type { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
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
} from '../../src-domain/messaging/messaging.model';
import { apiFailure } from './api-failure';

/** An application held by the fake: its detail, its thread and its place in the brand tree. */
export interface FakeApplication {
  detail: ApplicationDetail;
  messages: ThreadMessage[];
  /** Brands (the location and those above it) whose inbox lists it. */
  brandIds: readonly number[];
  /** Whether the signed-in user is its candidate (it is on their own list). */
  mine: boolean;
}

export const FAKE_LIMITS: MessagingLimits = {
  maxBodyChars: 5000,
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  allowedTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
};

/**
 * In-memory MessagingApiPort for one signed-in user, answering like the server: lists newest
 * first with filters and paging, unread counts from the messages' `isRead`, 404
 * MESSAGING.APPLICATION_NOT_FOUND for an unknown id, 409 MESSAGING.APPLICATION_ARCHIVED and 400
 * MESSAGING.FILE_TYPE / 413 FILE_TOO_LARGE (nothing saved) on a refused send. `failNext` makes
 * the next call of that name reject with a network failure.
 */
export class FakeMessagingApi implements MessagingApiPort {
  readonly calls: string[] = [];
  readonly applications = new Map<number, FakeApplication>();
  limitsValue: MessagingLimits = FAKE_LIMITS;
  readonly failNext = new Set<string>();
  private nextMessageId = 10_000;

  private track(name: string, detail = ''): void {
    this.calls.push(detail ? `${name}:${detail}` : name);
    if (this.failNext.delete(name)) throw apiFailure(0, 'GATEWAY.NETWORK');
  }

  private unreadOf(entry: FakeApplication): number {
    return entry.messages.filter((message) => !message.isRead).length;
  }

  private page(list: FakeApplication[], page: PageRequest, withCandidate: boolean): ApplicationSummaryPage {
    const sorted = [...list].sort(
      (a, b) => b.detail.createdAt.localeCompare(a.detail.createdAt) || b.detail.id - a.detail.id,
    );
    return {
      total: sorted.length,
      applications: sorted.slice(page.offset, page.offset + page.limit).map((entry) => ({
        id: entry.detail.id,
        status: entry.detail.status,
        archived: entry.detail.archived,
        createdAt: entry.detail.createdAt,
        position: entry.detail.position,
        location: entry.detail.location,
        candidate: withCandidate
          ? {
              id: entry.detail.candidate.id,
              firstName: entry.detail.candidate.firstName,
              lastName: entry.detail.candidate.lastName,
            }
          : undefined,
        unread: this.unreadOf(entry),
        fromSms: entry.detail.fromSms,
      })),
    };
  }

  private inBrand(brandId: number, filters: InboxFilters): FakeApplication[] {
    return [...this.applications.values()].filter(
      (entry) =>
        !entry.mine &&
        entry.brandIds.includes(brandId) &&
        (filters.includeArchived || !entry.detail.archived) &&
        (filters.positionId === undefined || entry.detail.position.id === filters.positionId) &&
        (filters.locationId === undefined || entry.brandIds.includes(filters.locationId)) &&
        (filters.status === undefined || entry.detail.status === filters.status) &&
        (!filters.unreadOnly || this.unreadOf(entry) > 0),
    );
  }

  private find(applicationId: number): FakeApplication {
    const entry = this.applications.get(applicationId);
    if (!entry) throw apiFailure(404, 'MESSAGING.APPLICATION_NOT_FOUND');
    return entry;
  }

  async employerApplications(
    brandId: number,
    filters: InboxFilters,
    page: PageRequest,
  ): Promise<ApplicationSummaryPage> {
    this.track('employerApplications', `${brandId}:${JSON.stringify(filters)}:${page.offset}`);
    return this.page(this.inBrand(brandId, filters), page, true);
  }

  async messageBoard(brandId: number, includeArchived: boolean): Promise<MessageBoard> {
    this.track('messageBoard', String(brandId));
    const list = this.inBrand(brandId, { includeArchived });
    const tally = <K>(key: (entry: FakeApplication) => K) => {
      const map = new Map<K, { applications: number; unread: number }>();
      for (const entry of list) {
        const value = map.get(key(entry)) ?? { applications: 0, unread: 0 };
        value.applications += 1;
        value.unread += this.unreadOf(entry);
        map.set(key(entry), value);
      }
      return map;
    };
    const statuses = tally((entry) => entry.detail.status);
    const positions = tally((entry) => entry.detail.position.id);
    const locations = tally((entry) => entry.detail.location.id);
    const titleOf = (id: number) =>
      list.find((entry) => entry.detail.position.id === id)!.detail.position.title;
    const nameOf = (id: number) =>
      list.find((entry) => entry.detail.location.id === id)!.detail.location.name;
    return {
      totalApplications: list.length,
      unreadMessages: list.reduce((sum, entry) => sum + this.unreadOf(entry), 0),
      statuses: [...statuses].map(([status, value]) => ({ status, ...value })),
      positions: [...positions].map(([id, value]) => ({ id, title: titleOf(id), ...value })),
      positionsTotal: positions.size,
      locations: [...locations].map(([id, value]) => ({ id, name: nameOf(id), ...value })),
      locationsTotal: locations.size,
    };
  }

  async employerUnreadCount(brandId: number): Promise<number> {
    this.track('employerUnreadCount', String(brandId));
    return this.inBrand(brandId, {}).reduce((sum, entry) => sum + this.unreadOf(entry), 0);
  }

  async candidateApplications(page: PageRequest): Promise<ApplicationSummaryPage> {
    this.track('candidateApplications', String(page.offset));
    const mine = [...this.applications.values()].filter((entry) => entry.mine && !entry.detail.archived);
    return this.page(mine, page, false);
  }

  async candidateUnreadCount(): Promise<number> {
    this.track('candidateUnreadCount');
    return [...this.applications.values()]
      .filter((entry) => entry.mine)
      .reduce((sum, entry) => sum + this.unreadOf(entry), 0);
  }

  async application(applicationId: number): Promise<ApplicationDetail> {
    this.track('application', String(applicationId));
    return this.find(applicationId).detail;
  }

  async thread(applicationId: number): Promise<Thread> {
    this.track('thread', String(applicationId));
    const entry = this.find(applicationId);
    return {
      applicationId,
      status: entry.detail.status,
      archived: entry.detail.archived,
      messages: [...entry.messages],
    };
  }

  async sendMessage(
    applicationId: number,
    message: OutgoingMessage,
    idempotencyKey: string,
  ): Promise<ThreadMessage> {
    this.track('sendMessage', `${applicationId}:${idempotencyKey}`);
    const entry = this.find(applicationId);
    if (entry.detail.archived) throw apiFailure(409, 'MESSAGING.APPLICATION_ARCHIVED');
    if (message.body.trim() === '' && message.files.length === 0) {
      throw apiFailure(400, 'MESSAGING.EMPTY_MESSAGE');
    }
    if (message.files.length > this.limitsValue.maxFiles) throw apiFailure(400, 'MESSAGING.TOO_MANY_FILES');
    for (const file of message.files) {
      if (file.sizeBytes > this.limitsValue.maxFileBytes) throw apiFailure(413, 'MESSAGING.FILE_TOO_LARGE');
      if (!this.limitsValue.allowedTypes.includes(file.type)) throw apiFailure(400, 'MESSAGING.FILE_TYPE');
    }
    const id = this.nextMessageId++;
    const sent: ThreadMessage = {
      id,
      sender: { id: 'me', firstName: 'Me', lastName: '' },
      fromCandidate: entry.mine,
      body: message.body.trim(),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, id % 60)).toISOString(),
      isRead: true,
      viaSms: false,
      files: message.files.map((file, index) => ({
        id: id * 10 + index,
        name: file.name,
        contentType: file.type,
        sizeBytes: file.sizeBytes,
        url: `/api/core/v1/files/signed/message-file/${id * 10 + index}/0/x`,
        linkExpiresAt: '2026-01-01T00:05:00.000Z',
      })),
    };
    entry.messages.push(sent);
    return sent;
  }

  async markRead(messageIds: readonly number[], isRead: boolean): Promise<void> {
    this.track('markRead', messageIds.join(','));
    for (const entry of this.applications.values()) {
      entry.messages = entry.messages.map((message) =>
        messageIds.includes(message.id) ? { ...message, isRead } : message,
      );
    }
  }

  async resumeLink(applicationId: number, resumeId: number): Promise<string> {
    this.track('resumeLink', `${applicationId}:${resumeId}`);
    const entry = this.find(applicationId);
    if (!entry.detail.resumes.some((resume) => resume.id === resumeId)) {
      throw apiFailure(404, 'MESSAGING.RESUME_NOT_FOUND');
    }
    return `/api/core/v1/files/signed/resume/${resumeId}/0/x`;
  }

  async limits(): Promise<MessagingLimits> {
    this.track('limits');
    return this.limitsValue;
  }

  async updateApplication(
    applicationId: number,
    change: { readonly status?: ApplicationStatus; readonly archived?: boolean },
    idempotencyKey: string,
  ): Promise<{ status: string; archived: boolean }> {
    this.track('updateApplication', `${applicationId}:${JSON.stringify(change)}:${idempotencyKey}`);
    const entry = this.find(applicationId);
    if (!entry.detail.canManage) throw apiFailure(403, 'MESSAGING.EMPLOYER_ONLY');
    entry.detail = {
      ...entry.detail,
      status: change.status ?? entry.detail.status,
      archived: change.archived ?? entry.detail.archived,
    };
    return { status: entry.detail.status, archived: entry.detail.archived };
  }
}

/** A fake application with sensible defaults; `messages` gets ids from 1 upwards. */
export function fakeApplication(
  id: number,
  overrides: Partial<ApplicationDetail> & {
    messages?: readonly Partial<ThreadMessage>[];
    brandIds?: readonly number[];
    mine?: boolean;
  } = {},
): FakeApplication {
  const { messages = [], brandIds = [1, 2], mine = false, ...detail } = overrides;
  return {
    detail: {
      id,
      status: 'APPLIED',
      archived: false,
      createdAt: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
      canManage: !mine,
      position: { id: 100 + (id % 3), title: `Position ${id % 3}`, category: 'FOH' },
      location: {
        id: brandIds[brandIds.length - 1] ?? 2,
        name: `Location ${brandIds[brandIds.length - 1] ?? 2}`,
      },
      candidate: {
        id: `candidate-${id}`,
        firstName: 'Casey',
        lastName: `Candidate ${id}`,
        email: `casey${id}@example.test`,
        phone: undefined,
        photoPath: undefined,
      },
      resumes: [],
      screening: [],
      fromSms: false,
      ...detail,
    },
    messages: messages.map((message, index) => ({
      viaSms: false,
      id: id * 100 + index + 1,
      sender: undefined,
      fromCandidate: false,
      body: `Message ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 2) + index * 60_000).toISOString(),
      isRead: true,
      files: [],
      ...message,
    })),
    brandIds,
    mine,
  };
}
