import { LOGBOOK_DIGEST_HOUR, logbookDigestDay } from '../../../src-domain/logbook/logbook-digest.rules';

const at = (iso: string) => Date.parse(iso);

describe('logbookDigestDay', () => {
  it('is yesterday from 06:00 local, the day before until then', () => {
    expect(LOGBOOK_DIGEST_HOUR).toBe(6);
    expect(logbookDigestDay(at('2031-04-03T05:59:00Z'), 'UTC')).toBe('2031-04-01');
    expect(logbookDigestDay(at('2031-04-03T06:00:00Z'), 'UTC')).toBe('2031-04-02');
    expect(logbookDigestDay(at('2031-04-03T23:59:00Z'), 'UTC')).toBe('2031-04-02');
  });

  it("follows the location's zone", () => {
    // 13:30 UTC is 06:30 in Portland (PDT, UTC-7); 21:30 UTC is 06:30 the next day in Tokyo.
    expect(logbookDigestDay(at('2031-04-03T13:30:00Z'), 'America/Los_Angeles')).toBe('2031-04-02');
    expect(logbookDigestDay(at('2031-04-03T12:30:00Z'), 'America/Los_Angeles')).toBe('2031-04-01');
    expect(logbookDigestDay(at('2031-04-03T13:30:00Z'), 'Asia/Tokyo')).toBe('2031-04-02');
    expect(logbookDigestDay(at('2031-04-03T20:30:00Z'), 'Asia/Tokyo')).toBe('2031-04-02');
    expect(logbookDigestDay(at('2031-04-03T21:30:00Z'), 'Asia/Tokyo')).toBe('2031-04-03');
  });

  it('counts calendar days across a daylight-saving change', () => {
    // 9 March 2031: clocks in Los Angeles go from 02:00 to 03:00; 06:00 PDT is 13:00 UTC.
    expect(logbookDigestDay(at('2031-03-09T13:00:00Z'), 'America/Los_Angeles')).toBe('2031-03-08');
    expect(logbookDigestDay(at('2031-03-09T12:59:00Z'), 'America/Los_Angeles')).toBe('2031-03-07');
  });

  it('treats an unknown zone as UTC', () => {
    expect(logbookDigestDay(at('2031-04-03T06:00:00Z'), 'Nowhere/Else')).toBe('2031-04-02');
  });
});
