import { inject, injectable } from 'inversify';
import type { PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import type {
  ApplicationDetail,
  ApplicationStatus,
  ApplicationSummary,
  ApplicationSummaryPage,
  InboxFilters,
  MessageBoard,
  MessagingLimits,
  OutgoingMessage,
  Thread,
  ThreadMessage,
} from '../../src-domain/messaging/messaging.model';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type ApplicationListWire = WireData<'/v1/employer_applications'>;
type ApplicationWire = ApplicationListWire['applications'][number];
type EmployerQuery = WireQuery<'/v1/employer_applications'>;
type CandidateListWire = WireData<'/v1/candidate_applications'>;
type CandidateQuery = WireQuery<'/v1/candidate_applications'>;
type MessageBoardWire = WireData<'/v1/groups/{id}/employer/message_baord_data'>;
type BoardQuery = WireQuery<'/v1/groups/{id}/employer/message_baord_data'>;
type EmployerCountWire = WireData<'/v1/groups/{id}/unread_message_count_employer'>;
type CandidateCountWire = WireData<'/v1/unread_message_count_candidate'>;
type ApplicationDetailWire = WireData<'/v1/applications/{id}'>;
type ApplicationChangeBody = WireBody<'/v1/applications/{id}', 'patch'>;
type ApplicationChangeWire = WireData<'/v1/applications/{id}', 'patch'>;
type ThreadWire = WireData<'/v1/application_messages/{id}'>;
type MessageWire = ThreadWire['messages'][number];
type SentWire = WireData<'/v1/applications/{id}/messages', 'post'>;
type ReadMarksBody = WireBody<'/v1/message_is_read', 'post'>;
type ReadMarksWire = WireData<'/v1/message_is_read', 'post'>;
type SignedUrlWire = WireData<'/v1/applications/{application}/resumes/{resume}/signed_url'>;
type LimitsWire = WireData<'/v1/messaging/limits'>;

function summaryOf(wire: ApplicationWire): ApplicationSummary {
  return {
    id: wire.id,
    status: wire.status,
    archived: wire.archived,
    createdAt: wire.created_at,
    position: wire.position,
    location: wire.brand,
    candidate: wire.candidate
      ? { id: wire.candidate.id, firstName: wire.candidate.first_name, lastName: wire.candidate.last_name }
      : undefined,
    unread: wire.unread_messages,
    fromSms: wire.source === 'SMS',
  };
}

function pageOf(wire: ApplicationListWire | CandidateListWire): ApplicationSummaryPage {
  return { total: wire.total, applications: wire.applications.map(summaryOf) };
}

function messageOf(wire: MessageWire): ThreadMessage {
  return {
    id: wire.id,
    sender: wire.sender
      ? { id: wire.sender.id, firstName: wire.sender.first_name, lastName: wire.sender.last_name }
      : undefined,
    fromCandidate: wire.from_candidate,
    body: wire.message_body,
    createdAt: wire.created_at,
    isRead: wire.is_read,
    files: wire.files.map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.content_type,
      sizeBytes: file.size_bytes,
      url: file.url,
      linkExpiresAt: file.expires_at,
    })),
    viaSms: wire.via_sms,
  };
}

/**
 * MessagingApiPort over the core gateway: the only place that knows the messaging paths, query
 * names and wire shapes (server/gateway/messaging). A message goes as multipart/form-data
 * (`message_body`, one `files` part per file); the browser sets the boundary.
 */
@injectable()
export class HttpMessagingApi implements MessagingApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async employerApplications(
    brandId: number,
    filters: InboxFilters,
    page: PageRequest,
  ): Promise<ApplicationSummaryPage> {
    const wire = await this.gateway.request<ApplicationListWire>({
      method: 'GET',
      path: '/v1/employer_applications',
      query: {
        brand: brandId,
        offset: page.offset,
        limit: page.limit,
        position: filters.positionId,
        location: filters.locationId,
        status: filters.status,
        unread: filters.unreadOnly ? true : undefined,
        include_archived: filters.includeArchived ? true : undefined,
      } satisfies EmployerQuery,
    });
    return pageOf(wire);
  }

  async messageBoard(brandId: number, includeArchived: boolean): Promise<MessageBoard> {
    const wire = await this.gateway.request<MessageBoardWire>({
      method: 'GET',
      path: `/v1/groups/${brandId}/employer/message_baord_data`,
      query: { include_archived: includeArchived ? true : undefined } satisfies BoardQuery,
    });
    return {
      totalApplications: wire.total_applications,
      unreadMessages: wire.unread_messages,
      statuses: wire.statuses,
      positions: wire.positions,
      positionsTotal: wire.positions_total,
      locations: wire.locations,
      locationsTotal: wire.locations_total,
    };
  }

  async employerUnreadCount(brandId: number): Promise<number> {
    const wire = await this.gateway.request<EmployerCountWire>({
      method: 'GET',
      path: `/v1/groups/${brandId}/unread_message_count_employer`,
    });
    return wire.count;
  }

  async candidateApplications(page: PageRequest): Promise<ApplicationSummaryPage> {
    const wire = await this.gateway.request<CandidateListWire>({
      method: 'GET',
      path: '/v1/candidate_applications',
      query: { offset: page.offset, limit: page.limit } satisfies CandidateQuery,
    });
    return pageOf(wire);
  }

  async candidateUnreadCount(): Promise<number> {
    const wire = await this.gateway.request<CandidateCountWire>({
      method: 'GET',
      path: '/v1/unread_message_count_candidate',
    });
    return wire.count;
  }

  async application(applicationId: number): Promise<ApplicationDetail> {
    const wire = await this.gateway.request<ApplicationDetailWire>({
      method: 'GET',
      path: `/v1/applications/${applicationId}`,
    });
    return {
      id: wire.id,
      status: wire.status,
      archived: wire.archived,
      createdAt: wire.created_at,
      canManage: wire.can_manage,
      position: wire.position,
      location: wire.brand,
      candidate: {
        id: wire.candidate.id,
        firstName: wire.candidate.first_name,
        lastName: wire.candidate.last_name,
        email: wire.candidate.email,
        phone: wire.candidate.phone ?? undefined,
        photoPath: wire.candidate.profile_image?.path,
      },
      resumes: wire.resumes.map((resume) => ({
        id: resume.id,
        name: resume.name,
        contentType: resume.content_type,
        sizeBytes: resume.size_bytes,
      })),
      screening: wire.screening.map((entry) => ({
        question: entry.question,
        answer: entry.answer,
        knockout: entry.knockout,
      })),
      fromSms: wire.source === 'SMS',
    };
  }

  async thread(applicationId: number): Promise<Thread> {
    const wire = await this.gateway.request<ThreadWire>({
      method: 'GET',
      path: `/v1/application_messages/${applicationId}`,
    });
    return {
      applicationId: wire.application.id,
      status: wire.application.status,
      archived: wire.application.archived,
      messages: wire.messages.map(messageOf),
    };
  }

  async sendMessage(
    applicationId: number,
    message: OutgoingMessage,
    idempotencyKey: string,
  ): Promise<ThreadMessage> {
    const form = new FormData();
    form.append('message_body', message.body);
    for (const file of message.files) form.append('files', file.content as Blob, file.name);
    const wire = await this.gateway.request<SentWire>({
      method: 'POST',
      path: `/v1/applications/${applicationId}/messages`,
      body: form,
      idempotencyKey,
    });
    return messageOf(wire.message);
  }

  async markRead(messageIds: readonly number[], isRead: boolean): Promise<void> {
    if (messageIds.length === 0) return;
    await this.gateway.request<ReadMarksWire>({
      method: 'POST',
      path: '/v1/message_is_read',
      body: messageIds.map((id) => ({ message_id: id, is_read: isRead })) satisfies ReadMarksBody,
    });
  }

  async resumeLink(applicationId: number, resumeId: number): Promise<string> {
    const wire = await this.gateway.request<SignedUrlWire>({
      method: 'GET',
      path: `/v1/applications/${applicationId}/resumes/${resumeId}/signed_url`,
    });
    return wire.url;
  }

  async limits(): Promise<MessagingLimits> {
    const wire = await this.gateway.request<LimitsWire>({
      method: 'GET',
      path: '/v1/messaging/limits',
      cache: { maxAgeMs: 10 * 60 * 1000 },
    });
    return {
      maxBodyChars: wire.max_body_chars,
      maxFiles: wire.max_files,
      maxFileBytes: wire.max_file_bytes,
      allowedTypes: wire.allowed_types,
    };
  }

  async updateApplication(
    applicationId: number,
    change: { readonly status?: ApplicationStatus; readonly archived?: boolean },
    idempotencyKey: string,
  ): Promise<{ status: string; archived: boolean }> {
    const wire = await this.gateway.request<ApplicationChangeWire>({
      method: 'PATCH',
      path: `/v1/applications/${applicationId}`,
      body: change satisfies ApplicationChangeBody,
      idempotencyKey,
    });
    return { status: wire.status, archived: wire.archived };
  }
}
