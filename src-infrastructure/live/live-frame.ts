import type { LiveEvent, LiveEventKind, LiveParty } from '../../src-domain/live/live-event.model';
import type { WireSchema } from '../gateway/gateway-wire';

/**
 * The event stream's frames (GET /api/core/v1/events, issue #32): names as the server sends
 * them, `data:` one line of JSON whose shape the server publishes per name (`LiveEvent.<name>`,
 * `LiveFrame.<name>` under the document's components.schemas, generated into
 * gateway-api.generated.ts). Transport frames (`ready`, `session.ended`) are the adapter's
 * business and never reach the domain.
 */
export type LiveFrame =
  | { readonly kind: 'event'; readonly event: LiveEvent }
  | { readonly kind: 'ready'; readonly lastEventId: string | undefined }
  | { readonly kind: 'session.ended'; readonly reason: string }
  | { readonly kind: 'ignored' };

/** The published data of each domain event (all but `reload`, a transport frame on the wire). */
type EventPayload<Name extends Exclude<LiveEventKind, 'reload'>> = WireSchema<`LiveEvent.${Name}`>;
type FramePayload<Name extends 'ready' | 'reload' | 'session.ended'> = WireSchema<`LiveFrame.${Name}`>;

/**
 * A frame's data as it arrived: the fields its schema names, each still to be checked (the
 * stream is not validated on the way in; a field off the contract makes the frame ignored).
 */
type Unchecked<Payload> = { readonly [Field in keyof Payload]?: unknown };

const id = <Payload>(data: Unchecked<Payload>, field: keyof Payload): number | undefined => {
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
  const event = eventOf(name, parsed);
  if (event) return { kind: 'event', event };
  if (name === 'ready') {
    const last = (parsed as Unchecked<FramePayload<'ready'>>).last_event_id;
    const lastId = typeof last === 'number' ? String(last) : text(last);
    // "0" (an empty log) is a position too: resuming after it replays whatever came since.
    return { kind: 'ready', lastEventId: lastId !== undefined && /^\d+$/.test(lastId) ? lastId : undefined };
  }
  if (name === 'session.ended') {
    const reason = text((parsed as Unchecked<FramePayload<'session.ended'>>).reason);
    return { kind: 'session.ended', reason: reason ?? 'UNKNOWN' };
  }
  return { kind: 'ignored' };
}

/** `{notice: true}` when the server marked the event as this person's in-app notice, else `{}`. */
function noticeOf(wire: { notice?: unknown }): { notice?: true } {
  return wire.notice === true ? { notice: true } : {};
}

function eventOf(name: string | undefined, parsed: object): LiveEvent | undefined {
  switch (name) {
    case 'message.created': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const applicationId = id(wire, 'application_id');
      const brandId = id(wire, 'brand_id');
      const messageId = id(wire, 'message_id');
      const sender = party(wire.sender);
      return applicationId && brandId && messageId && sender
        ? { kind: name, applicationId, brandId, messageId, sender, ...noticeOf(wire) }
        : undefined;
    }
    case 'message.read': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const applicationId = id(wire, 'application_id');
      const brandId = id(wire, 'brand_id');
      const reader = party(wire.reader);
      return applicationId && brandId && reader ? { kind: name, applicationId, brandId, reader } : undefined;
    }
    case 'application.status_changed': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const applicationId = id(wire, 'application_id');
      const brandId = id(wire, 'brand_id');
      const status = text(wire.status);
      return applicationId && brandId && status
        ? { kind: name, applicationId, brandId, status, ...noticeOf(wire) }
        : undefined;
    }
    case 'news.created': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const newsId = id(wire, 'news_id');
      return brandId && newsId ? { kind: name, brandId, newsId } : undefined;
    }
    case 'recognition.created': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const recognitionId = id(wire, 'recognition_id');
      const recipientUserId = text(wire.recipient_user_id);
      return brandId && recognitionId && recipientUserId
        ? { kind: name, brandId, recognitionId, recipientUserId }
        : undefined;
    }
    case 'risk.flagged': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const locationId = id(wire, 'location_id');
      const answerId = id(wire, 'answer_id');
      return brandId && locationId && answerId ? { kind: name, brandId, locationId, answerId } : undefined;
    }
    case 'schedule.published':
    case 'shift.changed': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const weekStart = text(wire.week_start);
      return brandId && weekStart ? { kind: name, brandId, weekStart } : undefined;
    }
    case 'shift_request.changed': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const requestId = id(wire, 'request_id');
      const shiftId = id(wire, 'shift_id');
      const status = text(wire.status);
      return brandId && requestId && shiftId && status
        ? { kind: name, brandId, requestId, shiftId, status }
        : undefined;
    }
    case 'time_off.changed': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const requestId = id(wire, 'request_id');
      const status = text(wire.status);
      return brandId && requestId && status ? { kind: name, brandId, requestId, status } : undefined;
    }
    case 'availability.changed': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const userId = text(wire.user_id);
      return brandId && userId ? { kind: name, brandId, userId } : undefined;
    }
    case 'punch.recorded': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const punchId = id(wire, 'punch_id');
      return brandId && punchId ? { kind: name, brandId, punchId } : undefined;
    }
    case 'interview.booked':
    case 'interview.changed': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const interviewId = id(wire, 'interview_id');
      const applicationId = id(wire, 'application_id');
      const notice =
        name === 'interview.changed' ? noticeOf(wire as Unchecked<EventPayload<typeof name>>) : {};
      return brandId && interviewId && applicationId
        ? { kind: name, brandId, interviewId, applicationId, ...notice }
        : undefined;
    }
    case 'logbook.notice': {
      const wire: Unchecked<EventPayload<typeof name>> = parsed;
      const brandId = id(wire, 'brand_id');
      const entryId = id(wire, 'entry_id');
      const entryType = text(wire.entry_type);
      const reason = wire.reason === 'MENTIONED' || wire.reason === 'ASSIGNED' ? wire.reason : undefined;
      return brandId && entryId && entryType && reason
        ? { kind: name, brandId, entryId, entryType, reason }
        : undefined;
    }
    case 'reload': {
      const wire: Unchecked<FramePayload<typeof name>> = parsed;
      return { kind: 'reload', reason: text(wire.reason) ?? 'TOO_FAR_BEHIND' };
    }
    default:
      return undefined;
  }
}
