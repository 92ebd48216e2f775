import { createEvent } from 'ics';

/**
 * The calendar invitation of a booked interview (the `ics` package): times in UTC, UID stable per
 * interview (`interview-<id>@brigade`), SEQUENCE the interview's (bumped at each reschedule and at
 * a cancel), METHOD:REQUEST (or CANCEL). Throws when the package refuses the event (a bug).
 */
export function interviewIcs(event: {
  id: number;
  startsAt: string;
  endsAt: string;
  sequence: number;
  title: string;
  location: string;
  description: string;
  method: 'REQUEST' | 'CANCEL';
}): string {
  const { error, value } = createEvent({
    productId: 'brigade/interviews',
    method: event.method,
    uid: `interview-${event.id}@brigade`,
    sequence: event.sequence,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    location: event.location,
    description: event.description,
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}
