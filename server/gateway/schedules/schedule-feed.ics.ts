import { createEvents, type EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import type { Language } from '../../../src-domain/index';
import { mailTexts } from '../../mail/mail-texts';
import type { FeedShift } from './schedule-feed.repository';

/**
 * A person's calendar feed (the `ics` package): one VEVENT per shift, UID stable per shift
 * (`shift-<id>@brigade`), SEQUENCE its version (a moved shift updates the event), SUMMARY the
 * position and location, LOCATION the location. DTSTART/DTEND are UTC instants — the package
 * writes no VTIMEZONE, and an instant is what every calendar places right, across a
 * daylight-saving change too — and the description gives the times in the location's zone with
 * the zone's name, the break and the note, in `language`. Throws when the package refuses an
 * event (a bug). An empty feed is a calendar without events.
 */
export function shiftsFeed(shifts: readonly FeedShift[], language: Language): string {
  const t = mailTexts(language);
  const events: EventAttributes[] = shifts.map((shift) => {
    const local = (instant: string) => DateTime.fromISO(instant, { zone: shift.timeZone });
    const start = local(shift.startsAt);
    const end = local(shift.endsAt);
    const lines = [
      t('schedules.feed.times', {
        day: start.toISODate() ?? '',
        start: start.toFormat('HH:mm'),
        end: end.toFormat('HH:mm'),
        zone: shift.timeZone,
      }),
      t('schedules.feed.break', { minutes: String(shift.breakMinutes) }),
      ...(shift.note.trim() ? [shift.note.trim()] : []),
    ];
    return {
      uid: `shift-${shift.id}@brigade`,
      sequence: shift.version,
      start: Date.parse(shift.startsAt),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(shift.endsAt),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: t('schedules.feed.title', { position: shift.position, location: shift.locationName }),
      location: shift.locationName,
      description: lines.join('\n'),
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    };
  });
  const { error, value } = createEvents(events, {
    productId: 'brigade/schedules',
    method: 'PUBLISH',
    calName: t('schedules.feed.name'),
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}
