import { interviewAvailabilityProblem } from '../../../src-domain/interviews/interview-availability.rules';
import type { InterviewAvailabilityRules } from '../../../src-domain/interviews/interview-slots.rules';

const valid: InterviewAvailabilityRules = {
  weeklyHours: [
    { weekday: 1, start: '10:00', end: '12:00' },
    { weekday: 1, start: '12:00', end: '24:00' },
    { weekday: 2, start: '10:00', end: '12:00' },
  ],
  lengthMinutes: 30,
  bufferMinutes: 10,
  horizonDays: 14,
  minimumNoticeHours: 12,
};
const problem = (over: Partial<InterviewAvailabilityRules>) =>
  interviewAvailabilityProblem({ ...valid, ...over });
const range = (weekday: number, start: string, end: string) => ({ weekday, start, end });

describe('interviewAvailabilityProblem', () => {
  it('accepts touching ranges, 24:00 ends and the bounds themselves', () => {
    expect(problem({})).toBeUndefined();
    expect(
      problem({ lengthMinutes: 10, bufferMinutes: 0, horizonDays: 60, minimumNoticeHours: 168 }),
    ).toBeUndefined();
    expect(problem({ weeklyHours: [] })).toBeUndefined();
  });

  it.each([
    [{ lengthMinutes: 9 }, 'length_minutes'],
    [{ lengthMinutes: 241 }, 'length_minutes'],
    [{ lengthMinutes: 30.5 }, 'length_minutes'],
    [{ bufferMinutes: -1 }, 'buffer_minutes'],
    [{ bufferMinutes: 121 }, 'buffer_minutes'],
    [{ horizonDays: 0 }, 'horizon_days'],
    [{ horizonDays: 61 }, 'horizon_days'],
    [{ minimumNoticeHours: 169 }, 'minimum_notice_hours'],
  ])('refuses %j as OUT_OF_RANGE of %s', (over, field) => {
    expect(problem(over)).toEqual({ field, code: 'OUT_OF_RANGE' });
  });

  it('names the range and the field of each problem', () => {
    expect(problem({ weeklyHours: [range(0, '10:00', '12:00')] })).toEqual({
      field: 'weekly_hours[0].weekday',
      code: 'WEEKDAY',
    });
    expect(problem({ weeklyHours: [range(8, '10:00', '12:00')] })?.code).toBe('WEEKDAY');
    expect(problem({ weeklyHours: [range(1.5, '10:00', '12:00')] })?.code).toBe('WEEKDAY');
    expect(problem({ weeklyHours: [range(1, '10:00', '12:00'), range(2, '9', '12:00')] })).toEqual({
      field: 'weekly_hours[1].start',
      code: 'TIME',
    });
    expect(problem({ weeklyHours: [range(1, '24:00', '24:00')] })).toEqual({
      field: 'weekly_hours[0].start',
      code: 'TIME',
    });
    expect(problem({ weeklyHours: [range(1, '10:00', '25:00')] })).toEqual({
      field: 'weekly_hours[0].end',
      code: 'TIME',
    });
    expect(problem({ weeklyHours: [range(1, '10:00', '10:00')] })).toEqual({
      field: 'weekly_hours[0].end',
      code: 'END_NOT_AFTER_START',
    });
    expect(problem({ weeklyHours: [range(1, '10:00', '10:20')] })).toEqual({
      field: 'weekly_hours[0].end',
      code: 'SHORTER_THAN_LENGTH',
    });
    expect(problem({ weeklyHours: [range(3, '10:00', '12:00'), range(3, '11:00', '13:00')] })).toEqual({
      field: 'weekly_hours[1].start',
      code: 'OVERLAP',
    });
    expect(
      problem({
        weeklyHours: Array.from({ length: 51 }, (_, index) => range((index % 7) + 1, '10:00', '11:00')),
      }),
    ).toEqual({ field: 'weekly_hours', code: 'TOO_MANY_RANGES' });
  });
});
