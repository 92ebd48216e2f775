import {
  ACCEPT_SUGGESTION_KEYS,
  stepClockTime,
  stepTimeText,
  timePartAt,
  timeRangeError,
  timeSuggestion,
} from '../../../src-domain/time/time-input.rules';

describe('arrow-key stepping (spec 001 §5)', () => {
  it('hours move by the hour step', () => {
    expect(stepClockTime({ hours: 9, minutes: 7 }, 'hours', 1, { hourStep: 2 })).toEqual({
      hours: 11,
      minutes: 7,
    });
    expect(stepClockTime({ hours: 0, minutes: 7 }, 'hours', -1)).toEqual({ hours: 23, minutes: 7 });
  });
  it('minutes move by the minute step, snapping to it', () => {
    expect(stepClockTime({ hours: 9, minutes: 7 }, 'minutes', 1, { minuteStep: 15 })).toEqual({
      hours: 9,
      minutes: 15,
    });
    expect(stepClockTime({ hours: 9, minutes: 7 }, 'minutes', -1, { minuteStep: 15 })).toEqual({
      hours: 9,
      minutes: 0,
    });
    expect(stepClockTime({ hours: 9, minutes: 45 }, 'minutes', 1, { minuteStep: 15 })).toEqual({
      hours: 10,
      minutes: 0,
    });
    expect(stepClockTime({ hours: 9, minutes: 0 }, 'minutes', -1, { minuteStep: 15 })).toEqual({
      hours: 8,
      minutes: 45,
    });
    expect(stepClockTime({ hours: 9, minutes: 0 }, 'minutes', 1)).toEqual({ hours: 9, minutes: 1 });
  });
  it('the am/pm part moves by 12 hours', () => {
    expect(stepClockTime({ hours: 9, minutes: 30 }, 'meridiem', 1)).toEqual({ hours: 21, minutes: 30 });
    expect(stepClockTime({ hours: 21, minutes: 30 }, 'meridiem', -1)).toEqual({ hours: 9, minutes: 30 });
    expect(stepTimeText({ hours: 9, minutes: 30 }, 'meridiem', 1, 'hh:mm A')).toBe('09:30 PM');
  });
  it('finds the part under the caret', () => {
    expect(timePartAt('09:30 PM', 'hh:mm A', 1)).toBe('hours');
    expect(timePartAt('09:30 PM', 'hh:mm A', 4)).toBe('minutes');
    expect(timePartAt('09:30 PM', 'hh:mm A', 7)).toBe('meridiem');
    expect(timePartAt('09:30', 'HH:mm', 99)).toBe('minutes');
    expect(timePartAt('09:30', 'HH:mm', -3)).toBe('hours');
  });
  it('flags times before the minimum or after the maximum', () => {
    const min = { hours: 8, minutes: 0 };
    const max = { hours: 17, minutes: 0 };
    expect(timeRangeError({ hours: 7, minutes: 59 }, min, max)).toBe('before-min');
    expect(timeRangeError({ hours: 17, minutes: 1 }, min, max)).toBe('after-max');
    expect(timeRangeError({ hours: 12, minutes: 0 }, min, max)).toBeUndefined();
    expect(timeRangeError({ hours: 12, minutes: 0 })).toBeUndefined();
  });
  it('Enter, Tab or right arrow accept an autocomplete suggestion', () => {
    expect(ACCEPT_SUGGESTION_KEYS).toEqual(['Enter', 'Tab', 'ArrowRight']);
    expect(timeSuggestion('09:', ['08:30', '09:00', '09:30'])).toBe('09:00');
    expect(timeSuggestion('9 p', ['9 AM', '9 PM'])).toBe('9 PM');
    expect(timeSuggestion(' ', ['09:00'])).toBeUndefined();
  });
});
