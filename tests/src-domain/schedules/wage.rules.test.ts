import {
  currencyDigits,
  minorFromText,
  textFromMinor,
  wagesForm,
  wagesFrom,
} from '../../../src-domain/schedules/wage-form.rules';
import {
  hourlyWageOf,
  shiftCostMinor,
  weekCostOf,
  type LocationWages,
} from '../../../src-domain/schedules/wage.rules';

const wages: LocationWages = {
  currency: 'USD',
  positions: [
    { position: 'Server', hourlyMinor: 1800 },
    { position: 'Line cook', hourlyMinor: 2100 },
  ],
  people: [{ personId: 'rosa', hourlyMinor: 2400 }],
};
const zone = 'America/Los_Angeles';
const shift = (
  personId: string | undefined,
  position: string,
  startsAt: string,
  endsAt: string,
  breakMinutes = 0,
) => ({
  personId,
  position,
  startsAt,
  endsAt,
  breakMinutes,
});

describe('wage rules', () => {
  it('pays the person’s own wage, else the position’s (case-insensitive), else nothing', () => {
    expect(hourlyWageOf({ personId: 'rosa', position: 'Server' }, wages)).toBe(2400);
    expect(hourlyWageOf({ personId: 'ari', position: ' server ' }, wages)).toBe(1800);
    expect(hourlyWageOf({ personId: undefined, position: 'LINE COOK' }, wages)).toBe(2100);
    expect(hourlyWageOf({ personId: 'ari', position: 'Host' }, wages)).toBeUndefined();
  });

  it('costs paid minutes only: the break is unpaid; rounds to the minor unit', () => {
    // 8 h with a 30 min break: 7.5 paid hours at 18.00 = 135.00.
    expect(
      shiftCostMinor(shift('ari', 'Server', '2026-12-07T16:00:00Z', '2026-12-08T00:00:00Z', 30), wages),
    ).toBe(13_500);
    // 20 minutes at 21.00 an hour = 7.00; 7 minutes at 18.00 = 2.10.
    expect(
      shiftCostMinor(shift('x', 'Line cook', '2026-12-07T16:00:00Z', '2026-12-07T16:20:00Z'), wages),
    ).toBe(700);
    expect(shiftCostMinor(shift('x', 'Server', '2026-12-07T16:00:00Z', '2026-12-07T16:07:00Z'), wages)).toBe(
      210,
    );
    expect(
      shiftCostMinor(shift('x', 'Host', '2026-12-07T16:00:00Z', '2026-12-07T20:00:00Z'), wages),
    ).toBeUndefined();
  });

  it('totals by local day (of the start), by person and for the week, counting unpriced shifts apart', () => {
    const cost = weekCostOf(
      [
        // Monday 17:00–Tuesday 01:00 in Los Angeles: counted on Monday.
        shift('rosa', 'Server', '2026-12-08T01:00:00Z', '2026-12-08T09:00:00Z', 30),
        shift(undefined, 'Server', '2026-12-08T17:00:00Z', '2026-12-08T21:00:00Z'),
        shift('ari', 'Host', '2026-12-08T17:00:00Z', '2026-12-08T21:00:00Z'),
      ],
      wages,
      zone,
    );
    expect(cost.byDay.get('2026-12-07')).toEqual({ minutes: 450, costMinor: 18_000, unpriced: 0 });
    expect(cost.byDay.get('2026-12-08')).toEqual({ minutes: 480, costMinor: 7_200, unpriced: 1 });
    expect(cost.byPerson.get('')).toEqual({ minutes: 240, costMinor: 7_200, unpriced: 0 });
    expect(cost.byPerson.get('ari')).toEqual({ minutes: 240, costMinor: 0, unpriced: 1 });
    expect(cost.total).toEqual({ minutes: 930, costMinor: 25_200, unpriced: 1 });
  });
});

describe('wages form', () => {
  it('reads amounts in the currency’s minor units, with a decimal comma, and refuses the rest', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(minorFromText('12,5', 'USD')).toBe(1250);
    expect(minorFromText(' 18 ', 'USD')).toBe(1800);
    expect(minorFromText('1200', 'JPY')).toBe(1200);
    expect(minorFromText('12.5', 'JPY')).toBeUndefined();
    expect(minorFromText('12.505', 'USD')).toBeUndefined();
    expect(minorFromText('-3', 'USD')).toBeUndefined();
    expect(minorFromText('abc', 'USD')).toBeUndefined();
    expect(minorFromText('20000', 'USD')).toBeUndefined();
    expect(textFromMinor(1250, 'USD')).toBe('12.50');
  });

  it('round-trips wages, leaves empty amounts out, names each wrong field', () => {
    const form = wagesForm(wages, ['Host', 'server'], ['rosa', 'ari']);
    expect(form.positions.map((row) => [row.position, row.amount])).toEqual([
      ['Host', ''],
      ['server', '18.00'],
      ['Line cook', '21.00'],
    ]);
    expect(form.people).toEqual([
      { personId: 'rosa', amount: '24.00' },
      { personId: 'ari', amount: '' },
    ]);
    expect(wagesFrom(form).wages).toEqual({
      currency: 'USD',
      positions: [
        { position: 'server', hourlyMinor: 1800 },
        { position: 'Line cook', hourlyMinor: 2100 },
      ],
      people: [{ personId: 'rosa', hourlyMinor: 2400 }],
    });
    expect(wagesFrom({ ...form, currency: 'XYZ1' }).problems).toEqual({ currency: 'UNKNOWN_CURRENCY' });
    expect(wagesFrom({ ...form, people: [{ personId: 'ari', amount: '1O' }] }).problems).toEqual({
      'person:ari': 'NOT_AN_AMOUNT',
    });
  });
});
