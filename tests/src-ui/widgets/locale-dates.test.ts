import { DateTime } from 'luxon';
import { localeDates } from '../../../src-ui/widgets/date-picker/locale-dates';

const march5 = DateTime.utc(2024, 3, 5);

describe('localeDates', () => {
  it("keeps the spec's 'MMM DD, YYYY' in English", () => {
    expect(localeDates.field(march5, 'en')).toBe('Mar 05, 2024');
    expect(localeDates.dayMonthYear(march5, 'en')).toBe('Mar 5, 2024');
    expect(localeDates.monthYear(march5, 'en')).toBe('March 2024');
    expect(localeDates.dayMonth(march5, 'en')).toBe('Mar 5');
  });

  it('puts an Arabic date in Arabic order: day, month, year, with no English comma', () => {
    const text = localeDates.field(march5, 'ar');
    const month = new Intl.DateTimeFormat('ar', { month: 'short', timeZone: 'UTC' }).format(
      march5.toJSDate(),
    );
    expect(text.indexOf(month)).toBeGreaterThan(0);
    expect(text.startsWith(month)).toBe(false);
    expect(text).not.toContain(',');
    expect(text).toBe(
      new Intl.DateTimeFormat('ar', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(march5.toJSDate()),
    );
  });

  it("names German months in German, in German order ('5. März')", () => {
    expect(localeDates.dayMonth(march5, 'de')).toBe('5. März');
  });
});
