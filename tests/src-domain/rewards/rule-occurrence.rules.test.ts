import {
  attestationStreakDays,
  lastWorkAnniversary,
  lastYearlyReturn,
  occurrenceGrantable,
} from '../../../src-domain/index';

describe('rule occurrences', () => {
  it('grants an occurrence within the effective dates and at most seven days back', () => {
    expect(occurrenceGrantable('2026-11-20', '2026-11-25', '2026-01-01', undefined)).toBe(true);
    expect(occurrenceGrantable('2026-11-17', '2026-11-25', '2026-01-01', undefined)).toBe(false);
    expect(occurrenceGrantable('2026-11-26', '2026-11-25', '2026-01-01', undefined)).toBe(false);
    expect(occurrenceGrantable('2026-11-20', '2026-11-25', '2026-11-21', undefined)).toBe(false);
    expect(occurrenceGrantable('2026-11-20', '2026-11-25', '2026-01-01', '2026-11-19')).toBe(false);
    expect(occurrenceGrantable('2026-11-19', '2026-11-25', '2026-01-01', '2026-11-19')).toBe(true);
  });

  it('finds the last yearly return, 29 February on the 28th in other years', () => {
    expect(lastYearlyReturn('11-25', '2026-11-25')).toBe('2026-11-25');
    expect(lastYearlyReturn('11-26', '2026-11-25')).toBe('2025-11-26');
    expect(lastYearlyReturn('02-29', '2026-03-01')).toBe('2026-02-28');
    expect(lastYearlyReturn('02-29', '2028-03-01')).toBe('2028-02-29');
    expect(lastYearlyReturn('13-01', '2026-03-01')).toBeUndefined();
  });

  it('has no work anniversary before the first full year', () => {
    expect(lastWorkAnniversary('2026-01-10', '2026-11-25')).toBeUndefined();
    expect(lastWorkAnniversary('2025-11-25', '2026-11-25')).toBe('2026-11-25');
    expect(lastWorkAnniversary('2020-12-01', '2026-11-25')).toBe('2025-12-01');
  });

  it('completes a streak every five consecutive clean days; a flag or a gap breaks it', () => {
    const days = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);
    expect(attestationStreakDays(days(1, 12), [])).toEqual(['2026-11-05', '2026-11-10']);
    expect(attestationStreakDays([...days(1, 4), ...days(6, 10)], [])).toEqual(['2026-11-10']);
    expect(attestationStreakDays(days(1, 9), ['2026-11-03'])).toEqual(['2026-11-08']);
    expect(attestationStreakDays([...days(1, 5), ...days(1, 5)], [])).toEqual(['2026-11-05']);
  });
});
