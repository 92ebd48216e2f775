import {
  availabilityForm,
  defaultAvailabilityForm,
  fieldOfRefusal,
  minutesOf,
  startingForm,
  validateAvailability,
  type AvailabilityForm,
} from '../../../src-domain/interviews/availability-form.rules';

const form = (change: Partial<AvailabilityForm> = {}): AvailabilityForm => ({
  ...defaultAvailabilityForm(),
  ...change,
});

describe('validateAvailability', () => {
  it('answers the draft, ranges by weekday and start, numbers read', () => {
    const result = validateAvailability(
      form({
        weeklyHours: [
          { weekday: 3, start: '14:00', end: '24:00' },
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 3, start: '09:00', end: '14:00' },
        ],
        lengthMinutes: ' 45 ',
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.draft).toEqual({
      positionId: undefined,
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '09:00', end: '14:00' },
        { weekday: 3, start: '14:00', end: '24:00' },
      ],
      lengthMinutes: 45,
      bufferMinutes: 10,
      horizonDays: 14,
      minimumNoticeHours: 12,
    });
  });

  it('names each wrong range and number by field', () => {
    const result = validateAvailability(
      form({
        weeklyHours: [
          { weekday: 1, start: '9:00', end: '12:00' },
          { weekday: 2, start: '12:00', end: '11:00' },
          { weekday: 2, start: '08:00', end: '10:00' },
          { weekday: 2, start: '09:30', end: '10:30' },
          { weekday: 8, start: '09:00', end: '10:00' },
        ],
        lengthMinutes: '5',
        bufferMinutes: 'ten',
        horizonDays: '61',
        minimumNoticeHours: '1.5',
      }),
    );
    expect(result.draft).toBeUndefined();
    expect(result.problems).toEqual([
      { field: 'weeklyHours', index: 0, code: 'INTERVIEWS.TIME_INVALID' },
      { field: 'weeklyHours', index: 1, code: 'INTERVIEWS.END_BEFORE_START' },
      { field: 'weeklyHours', index: 4, code: 'INTERVIEWS.TIME_INVALID' },
      { field: 'weeklyHours', index: 3, code: 'INTERVIEWS.RANGES_OVERLAP' },
      { field: 'lengthMinutes', code: 'INTERVIEWS.OUT_OF_RANGE' },
      { field: 'bufferMinutes', code: 'INTERVIEWS.OUT_OF_RANGE' },
      { field: 'horizonDays', code: 'INTERVIEWS.OUT_OF_RANGE' },
      { field: 'minimumNoticeHours', code: 'INTERVIEWS.OUT_OF_RANGE' },
    ]);
  });

  it('wants every range to hold one interview at least', () => {
    expect(
      validateAvailability(form({ weeklyHours: [{ weekday: 4, start: '09:00', end: '09:20' }] })).problems,
    ).toEqual([{ field: 'weeklyHours', index: 0, code: 'INTERVIEWS.RANGE_TOO_SHORT' }]);
  });

  it('wants at least one range', () => {
    expect(validateAvailability(form({ weeklyHours: [] })).problems).toEqual([
      { field: 'weeklyHours', code: 'INTERVIEWS.HOURS_EMPTY' },
    ]);
  });
});

describe('the form’s helpers', () => {
  it('reads times, saved drafts and the field a server refusal names', () => {
    expect(minutesOf('24:00')).toBeUndefined();
    expect(minutesOf('24:00', true)).toBe(1440);
    expect(minutesOf('23:59')).toBe(1439);
    expect(
      availabilityForm({
        positionId: 3,
        weeklyHours: [],
        lengthMinutes: 30,
        bufferMinutes: 0,
        horizonDays: 7,
        minimumNoticeHours: 0,
      }),
    ).toEqual({
      positionId: 3,
      weeklyHours: [],
      lengthMinutes: '30',
      bufferMinutes: '0',
      horizonDays: '7',
      minimumNoticeHours: '0',
    });
    expect(fieldOfRefusal('horizon_days is not valid (OUT_OF_RANGE)')).toEqual({ field: 'horizonDays' });
    expect(fieldOfRefusal('minimum_notice_hours')).toEqual({ field: 'minimumNoticeHours' });
    expect(fieldOfRefusal('weekly_hours[2].end is not valid (OVERLAP)')).toEqual({
      field: 'weeklyHours',
      index: 2,
    });
    expect(fieldOfRefusal(undefined)).toEqual({ field: 'weeklyHours' });
  });
});

describe('startingForm', () => {
  const saved = (lengthMinutes: number, positionId?: number) => ({
    positionId,
    weeklyHours: [{ weekday: 2, start: '10:00', end: '12:00' }],
    lengthMinutes,
    bufferMinutes: 5,
    horizonDays: 7,
    minimumNoticeHours: 1,
    updatedAt: '2026-11-29T10:00:00.000Z',
  });

  it('starts from the own hours when they are set (location or position)', () => {
    const own = startingForm({ availability: saved(45, 3), locationAvailability: saved(30) }, 3);
    expect(own.source).toBe('OWN');
    expect(own.form).toMatchObject({ positionId: 3, lengthMinutes: '45' });
    const location = startingForm({ availability: saved(30), locationAvailability: saved(30) });
    expect(location).toMatchObject({ source: 'OWN', form: { positionId: undefined, lengthMinutes: '30' } });
  });

  it('starts a position without its own hours from the location’s, for that position', () => {
    const result = startingForm({ availability: undefined, locationAvailability: saved(30) }, 3);
    expect(result.source).toBe('LOCATION');
    expect(result.form).toMatchObject({ positionId: 3, lengthMinutes: '30', horizonDays: '7' });
    expect(result.form.weeklyHours).toEqual([{ weekday: 2, start: '10:00', end: '12:00' }]);
  });

  it('starts from the suggestion when neither is set, and for a location without hours', () => {
    expect(startingForm({ availability: undefined, locationAvailability: undefined }, 3)).toEqual({
      source: 'NONE',
      form: defaultAvailabilityForm(3),
    });
    // The location itself never falls back to anything.
    expect(startingForm({ availability: undefined, locationAvailability: saved(30) })).toEqual({
      source: 'NONE',
      form: defaultAvailabilityForm(),
    });
  });
});
