import { DateTime } from 'luxon';
import { lastWeekStarts } from '../../../src-domain/attestation/risk-weeks.rules';

describe('lastWeekStarts (the risk summary weeks, also the loading table columns)', () => {
  it('answers the Mondays of the last weeks, oldest first, the current week last', () => {
    const sunday = DateTime.fromISO('2026-11-29T23:30:00', { zone: 'utc' });
    expect(lastWeekStarts(3, sunday)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('starts the current week on its Monday', () => {
    const monday = DateTime.fromISO('2026-11-23T00:00:00', { zone: 'utc' });
    expect(lastWeekStarts(1, monday)).toEqual(['2026-11-23']);
  });
});
