import type { LiveEvent, LiveParty } from '../../src-domain/live/live-event.model';

/**
 * The event stream's frames (the wire contract of issue #32, /api/core/v1/events): names as the
 * server sends them, data as one-line JSON in snake_case. Transport frames (`ready`,
 * `session.ended`) are the adapter's business and never reach the domain.
 */
export type LiveFrame =
  | { readonly kind: 'event'; readonly event: LiveEvent }
  | { readonly kind: 'ready'; readonly lastEventId: string | undefined }
  | { readonly kind: 'session.ended'; readonly reason: string }
  | { readonly kind: 'ignored' };

type WireData = Record<string, unknown>;

const id = (data: WireData, field: string): number | undefined => {
  const value = data[field];
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};
const party = (value: unknown): LiveParty | undefined =>
  value === 'EMPLOYER' || value === 'CANDIDATE' ? value : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The frame named `name` with JSON `data`, mapped to domain types; `ignored` for an unknown name
 * (a later issue's event this build does not know) or data that does not fit the contract.
 */
export function liveFrameFromWire(name: string | undefined, data: string): LiveFrame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data || '{}');
  } catch {
    return { kind: 'ignored' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'ignored' };
  const wire = parsed as WireData;
  const event = eventOf(name, wire);
  if (event) return { kind: 'event', event };
  if (name === 'ready') {
    const last = wire.last_event_id;
    const lastId = typeof last === 'number' ? String(last) : text(last);
    // "0" (an empty log) is a position too: resuming after it replays whatever came since.
    return { kind: 'ready', lastEventId: lastId !== undefined && /^\d+$/.test(lastId) ? lastId : undefined };
  }
  if (name === 'session.ended') return { kind: 'session.ended', reason: text(wire.reason) ?? 'UNKNOWN' };
  return { kind: 'ignored' };
}

function eventOf(name: string | undefined, wire: WireData): LiveEvent | undefined {
  const applicationId = id(wire, 'application_id');
  const brandId = id(wire, 'brand_id');
  switch (name) {
    case 'message.created': {
      const messageId = id(wire, 'message_id');
      const sender = party(wire.sender);
      return applicationId && brandId && messageId && sender
        ? { kind: name, applicationId, brandId, messageId, sender }
        : undefined;
    }
    case 'message.read': {
      const reader = party(wire.reader);
      return applicationId && brandId && reader ? { kind: name, applicationId, brandId, reader } : undefined;
    }
    case 'application.status_changed': {
      const status = text(wire.status);
      return applicationId && brandId && status ? { kind: name, applicationId, brandId, status } : undefined;
    }
    case 'news.created': {
      const newsId = id(wire, 'news_id');
      return brandId && newsId ? { kind: name, brandId, newsId } : undefined;
    }
    case 'recognition.created': {
      const recognitionId = id(wire, 'recognition_id');
      const recipientUserId = id(wire, 'recipient_user_id');
      return brandId && recognitionId && recipientUserId
        ? { kind: name, brandId, recognitionId, recipientUserId }
        : undefined;
    }
    case 'risk.flagged': {
      const locationId = id(wire, 'location_id');
      const answerId = id(wire, 'answer_id');
      return brandId && locationId && answerId ? { kind: name, brandId, locationId, answerId } : undefined;
    }
    case 'reload':
      return { kind: 'reload', reason: text(wire.reason) ?? 'TOO_FAR_BEHIND' };
    default:
      return undefined;
  }
}
