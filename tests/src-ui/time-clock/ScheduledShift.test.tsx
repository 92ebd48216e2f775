import { screen } from '@testing-library/react';
import type { ClockShift } from '../../../src-domain/time-clock/scheduled-shift.rules';
import { ScheduledShift } from '../../../src-ui/time-clock/ScheduledShift';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const START = Date.parse('2026-12-03T09:00:00Z');
const MINUTE = 60_000;
const shift: ClockShift = {
  locationId: 7,
  locationName: 'Portland Downtown',
  position: 'Line cook',
  startsAt: START,
  endsAt: START + 8 * 60 * MINUTE,
};

function show(props: Partial<Parameters<typeof ScheduledShift>[0]>) {
  const { container } = createTestContainer();
  return renderWithApp(
    <ScheduledShift shift={shift} timing={undefined} several={false} language="en" {...props} />,
    { container },
  );
}

describe('ScheduledShift (the time clock, issue #34)', () => {
  it('shows the shift, its position, and the location only where the person works at several', () => {
    const { unmount } = show({});
    const section = screen.getByRole('region', { name: 'Your scheduled shift' });
    expect(section).toHaveTextContent('Line cook');
    expect(section).not.toHaveTextContent('Portland Downtown');
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    show({ several: true });
    expect(screen.getByRole('region', { name: 'Your scheduled shift' })).toHaveTextContent(
      'Line cook · Portland Downtown',
    );
  });

  it('says a clock-in now is far from the start, early or late; nothing on time', () => {
    const early = show({ timing: { kind: 'EARLY', minutes: 125 } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Clocking in now is 2 h 5 min before your shift starts. Your manager will see it.',
    );
    early.unmount();
    const late = show({ timing: { kind: 'LATE', minutes: 40 } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your shift started 40 min ago. Your manager will see the late clock-in.',
    );
    late.unmount();
    show({ timing: { kind: 'ON_TIME' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when there is no shift', () => {
    show({ shift: undefined });
    expect(screen.getByRole('region', { name: 'Your scheduled shift' })).toHaveTextContent(
      'No shift scheduled for you in the next 24 hours.',
    );
  });
});
