import { screen, within } from '@testing-library/react';
import arabic from '../../../src/locales/ar.json';
import { weekCostOf, type LocationWages } from '../../../src-domain/schedules/wage.rules';
import { WagesStore } from '../../../src-ui/schedules/wages.store';
import { WeekCostFooter } from '../../../src-ui/schedules/WeekCost';
import { apiFailure } from '../../fakes/api-failure';
import { FakeScheduleWagesApi } from '../../fakes/schedule-wages-api.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

describe('WagesStore', () => {
  it('shows wages as amounts, names a wrong field and sends nothing, keeps what was typed, then saves', async () => {
    const api = new FakeScheduleWagesApi();
    api.wagesSet = { currency: 'USD', positions: [{ position: 'Server', hourlyMinor: 1800 }], people: [] };
    const store = new WagesStore(api);
    await store.load(7);
    expect(store.form).toEqual({
      currency: 'USD',
      positions: [{ position: 'Server', amount: '18.00' }],
      people: [
        { personId: 'rosa', amount: '' },
        { personId: 'ari', amount: '' },
      ],
    });
    expect(store.addPosition(' line cook ')).toBe(true);
    expect(store.addPosition('LINE COOK')).toBe(false);
    store.typePosition('line cook', '21,5');
    store.typePerson('rosa', 'twenty');
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual({ 'person:rosa': 'NOT_AN_AMOUNT' });
    expect(store.form.people[0]!.amount).toBe('twenty');
    expect(api.calls).toEqual(['wages 7']);
    store.typePerson('rosa', '24');
    expect(await store.save()).toBe(true);
    expect(api.wagesSet).toEqual({
      currency: 'USD',
      positions: [
        { position: 'Server', hourlyMinor: 1800 },
        { position: 'line cook', hourlyMinor: 2150 },
      ],
      people: [{ personId: 'rosa', hourlyMinor: 2400 }],
    });
    expect(store.saved).toBe(true);
  });

  it('keeps the form and says why when the server refuses', async () => {
    const api = new FakeScheduleWagesApi();
    const store = new WagesStore(api);
    await store.load(7);
    store.typeCurrency('EUR');
    api.fail = apiFailure(400, 'SCHEDULES.INVALID_WAGES');
    expect(await store.save()).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.INVALID_WAGES' });
    expect(store.form.currency).toBe('EUR');
  });
});

describe('the week grid’s cost row', () => {
  const wages: LocationWages = {
    currency: 'USD',
    positions: [{ position: 'Server', hourlyMinor: 1800 }],
    people: [],
  };
  const days = ['2026-12-07', '2026-12-08'];
  const cost = weekCostOf(
    [
      {
        personId: 'rosa',
        position: 'Server',
        startsAt: '2026-12-07T09:00:00Z',
        endsAt: '2026-12-07T17:00:00Z',
        breakMinutes: 30,
      },
      {
        personId: 'ari',
        position: 'Host',
        startsAt: '2026-12-08T09:00:00Z',
        endsAt: '2026-12-08T13:00:00Z',
        breakMinutes: 0,
      },
    ],
    wages,
    'UTC',
  );

  it('shows hours and cost per day and for the week, and the shifts without a wage', () => {
    const { container } = createTestContainer();
    renderWithApp(
      <table>
        <WeekCostFooter cost={cost} days={days} currency="USD" />
      </table>,
      { container },
    );
    expect(screen.getByLabelText(/Dec 7/)).toHaveTextContent('7.5 h · $135.00');
    expect(screen.getByLabelText(/Dec 8/)).toHaveTextContent('4 h · $0.00 (1 without wage)');
    expect(screen.getByTestId('week-cost')).toHaveTextContent('11.5 h · $135.00 (1 without wage)');
  });

  it('reads in Arabic', () => {
    const { container } = createTestContainer();
    renderWithApp(
      <table>
        <WeekCostFooter cost={cost} days={days} currency="USD" />
      </table>,
      { container, locale: { lng: 'ar', translation: arabic } },
    );
    const week = screen.getByTestId('week-cost');
    expect(within(week).getByText(/بلا أجر/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader')).toHaveTextContent('الساعات والتكلفة');
  });
});
