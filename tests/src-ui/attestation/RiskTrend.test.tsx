import { screen } from '@testing-library/react';
import { RiskTrend } from '../../../src-ui/attestation/risk/RiskTrend';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

describe('RiskTrend', () => {
  it('draws each week against a labelled axis of its own range, not against the worst week', () => {
    const { container } = createTestContainer();
    renderWithApp(
      <RiskTrend
        trend={[
          { weekStart: '2026-11-16', answers: 200, flagged: 9 },
          { weekStart: '2026-11-23', answers: 100, flagged: 2 },
        ]}
        weeks={['2026-11-16', '2026-11-23']}
        language="en"
        onChoose={() => undefined}
      />,
      { container },
    );
    const fills = [...document.querySelectorAll<HTMLElement>('.risk-trend__fill')].map(
      (fill) => fill.style.inlineSize,
    );
    // 4.5 % and 2 % on an axis to 5 %.
    expect(fills.map((width) => parseFloat(width))).toEqual([90, 40]);
    const axis = screen.getByTestId('risk-trend-axis');
    expect(axis).toBeVisible();
    expect(axis).toHaveTextContent('Share of answers flagged');
    expect(axis).toHaveTextContent(/0%.*2\.5%.*5%/);
  });
});
