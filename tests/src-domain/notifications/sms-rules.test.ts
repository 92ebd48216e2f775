import { quietHoursEnd } from '../../../src-domain/notifications/quiet-hours.rules';
import { smsKeywordOf } from '../../../src-domain/notifications/sms-keywords.rules';

describe('quietHoursEnd', () => {
  const zone = 'America/Los_Angeles';
  const at = (iso: string) => new Date(iso);

  it('lets a text go at once between 08:00 and 21:00 local', () => {
    expect(quietHoursEnd(at('2026-06-01T15:00:00Z'), zone)).toBeUndefined(); // 08:00 PDT
    expect(quietHoursEnd(at('2026-06-02T03:59:00Z'), zone)).toBeUndefined(); // 20:59 PDT
  });

  it('holds a text written at 21:00 or later until 08:00 the next local day', () => {
    expect(quietHoursEnd(at('2026-06-02T04:00:00Z'), zone)?.toISOString()).toBe('2026-06-02T15:00:00.000Z');
  });

  it('holds a text written after midnight until 08:00 the same local day', () => {
    expect(quietHoursEnd(at('2026-06-02T09:30:00Z'), zone)?.toISOString()).toBe('2026-06-02T15:00:00.000Z');
  });

  it('reads 08:00 in the zone’s own offset across a DST change', () => {
    // 2026-11-01 is the end of DST in Los Angeles: 08:00 that morning is PST (UTC-8).
    expect(quietHoursEnd(at('2026-11-01T07:00:00Z'), zone)?.toISOString()).toBe('2026-11-01T16:00:00.000Z');
  });

  it('counts an unknown zone as UTC', () => {
    expect(quietHoursEnd(at('2026-06-01T23:00:00Z'), 'Not/AZone')?.toISOString()).toBe(
      '2026-06-02T08:00:00.000Z',
    );
  });
});

describe('smsKeywordOf', () => {
  it.each(['STOP', 'stop', ' Stop! ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit.'])(
    '%s stops',
    (body) => {
      expect(smsKeywordOf(body)).toBe('STOP');
    },
  );
  it.each(['START', 'unstop', 'Yes'])('%s starts', (body) => {
    expect(smsKeywordOf(body)).toBe('START');
  });
  it.each(['Stop by at 5?', 'yes I can come', '', 'stopp'])('"%s" is a message', (body) => {
    expect(smsKeywordOf(body)).toBeUndefined();
  });
});
