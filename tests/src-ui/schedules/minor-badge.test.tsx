import { screen, within } from '@testing-library/react';
import arabic from '../../../src/locales/ar.json';
import { SchedulesApiPort, type ScheduledShift } from '../../../src-domain/schedules/schedules-api.port';
import ScheduleWeekScreen from '../../../src-ui/schedules/ScheduleWeekScreen';
import { rowsOf } from '../../../src-ui/schedules/week-cells';
import { FakeSchedulesApi, shiftOf } from '../../fakes/schedules-api.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

/**
 * A person marked a minor (issue #34) is labelled "Minor" in the week grid's row header and on
 * their shifts in the phone's day list (jsdom renders both layouts), read out as what it means.
 */
const WEEK = '2026-11-30';

function kaisLateShift(): ScheduledShift {
  return {
    ...shiftOf(
      1,
      WEEK,
      {
        personId: 'kai',
        position: 'Barista',
        startsAt: '2026-12-04T16:00:00.000Z',
        endsAt: '2026-12-04T23:00:00.000Z',
        breakMinutes: 30,
        note: '',
      },
      1,
    ),
    personName: 'Kai Barista',
    flags: ['MINOR_NIGHT'],
  };
}

function lanternApi(shift: ScheduledShift): FakeSchedulesApi {
  const api = new FakeSchedulesApi();
  api.people = [
    { id: 'kai', name: 'Kai Barista', minor: true },
    { id: 'noor', name: 'Noor Barista', minor: false },
  ];
  api.shifts = [shift];
  return api;
}

function renderWeek(locale?: { lng: string; translation: Record<string, unknown> }) {
  const api = lanternApi(kaisLateShift());
  const { container } = createTestContainer();
  if (container.isBound(SchedulesApiPort)) container.unbind(SchedulesApiPort);
  container.bind(SchedulesApiPort).toConstantValue(api);
  return renderWithApp(<ScheduleWeekScreen />, {
    container,
    path: `/schedule/week?location=7&week=${WEEK}`,
    ...(locale ? { locale } : {}),
  });
}

describe('the minor badge of the week grid', () => {
  it('keeps who is a minor on the grid’s rows, none on the open shifts’ or a former member’s', async () => {
    const week = await lanternApi({ ...kaisLateShift(), personId: 'gone', personName: 'Former Member' }).week(
      7,
      WEEK,
    );
    const rows = rowsOf(week, 'Open shifts');
    expect(rows.map((row) => [row.name, row.minor ?? false])).toEqual([
      ['Open shifts', false],
      ['Kai Barista', true],
      ['Noor Barista', false],
      ['Former Member', false],
    ]);
  });

  it('labels the minor’s row header and their shift in the day list, not the others', async () => {
    renderWeek();
    const kai = await screen.findByRole('rowheader', { name: /^Kai Barista/ });
    expect(kai).toHaveAccessibleName('Kai Barista a minor: the minors’ limits apply');
    expect(within(kai).getByTestId('minor-badge')).toHaveTextContent(/^Minor/);
    const noor = screen.getByRole('rowheader', { name: /^Noor Barista/ });
    expect(within(noor).queryByTestId('minor-badge')).toBeNull();
    expect(
      within(screen.getByRole('rowheader', { name: 'Open shifts' })).queryByTestId('minor-badge'),
    ).toBeNull();
    // Two layouts under jsdom: the grid's card (no name on it) and the day list's card (with it).
    const cards = screen.getAllByRole('button', { name: /^Kai Barista, .*Barista/ });
    expect(cards).toHaveLength(2);
    const listed = cards.filter((card) => within(card).queryByTestId('minor-badge'));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toHaveTextContent('Outside a minor’s allowed times');
  });

  it('reads in Arabic', async () => {
    renderWeek({ lng: 'ar', translation: arabic });
    const kai = await screen.findByRole('rowheader', { name: /^Kai Barista/ });
    expect(kai).toHaveAccessibleName('Kai Barista قاصر: تنطبق حدود القاصرين');
    expect(within(kai).getByTestId('minor-badge')).toHaveTextContent(/^قاصر/);
  });
});
