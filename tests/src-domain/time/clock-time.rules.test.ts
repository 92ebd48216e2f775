import {
  formatClockTime,
  fromMinutes,
  isTwelveHourFormat,
  parseClockTime,
  toMinutes,
} from '../../../src-domain/time/clock-time.rules';

describe('time format HH:mm, strict (spec 001 §5)', () => {
  it.each([
    ['09:30', { hours: 9, minutes: 30 }],
    ['00:00', { hours: 0, minutes: 0 }],
    ['23:59', { hours: 23, minutes: 59 }],
  ])('parses %s', (text, time) => {
    expect(parseClockTime(text)).toEqual(time);
  });
  it.each(['9:30', '09:3', '24:00', '12:60', '09:30 ', ' 09:30', '0930', '09.30', 'ab:cd', ''])(
    'rejects %j',
    (text) => {
      expect(parseClockTime(text)).toBeUndefined();
    },
  );
  it('reads and writes 12-hour formats with the am/pm part', () => {
    expect(parseClockTime('12:05 AM', 'hh:mm A')).toEqual({ hours: 0, minutes: 5 });
    expect(parseClockTime('12:05 PM', 'hh:mm A')).toEqual({ hours: 12, minutes: 5 });
    expect(parseClockTime('7:05 pm', 'h:mm a')).toEqual({ hours: 19, minutes: 5 });
    expect(parseClockTime('7:5', 'H:m')).toEqual({ hours: 7, minutes: 5 });
    expect(parseClockTime('7:05 PM', 'hh:mm A')).toBeUndefined();
    expect(formatClockTime({ hours: 0, minutes: 5 }, 'hh:mm A')).toBe('12:05 AM');
    expect(formatClockTime({ hours: 19, minutes: 5 }, 'h:m a')).toBe('7:5 pm');
    expect(formatClockTime({ hours: 7, minutes: 5 }, 'H:mm')).toBe('7:05');
    expect(formatClockTime({ hours: 7, minutes: 5 })).toBe('07:05');
    expect(isTwelveHourFormat('hh:mm A')).toBe(true);
    expect(isTwelveHourFormat('HH:mm')).toBe(false);
  });
  it('converts to and from minutes, wrapping around the day', () => {
    expect(toMinutes({ hours: 1, minutes: 30 })).toBe(90);
    expect(fromMinutes(-15)).toEqual({ hours: 23, minutes: 45 });
    expect(fromMinutes(1440 + 61)).toEqual({ hours: 1, minutes: 1 });
  });
});
