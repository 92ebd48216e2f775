import { axisTicks, niceAxisTop } from '../../../src-ui/widgets/chart/chart-scale';

describe('niceAxisTop', () => {
  it.each([
    [0.045, 0.05],
    [0.05, 0.05],
    [0.051, 0.1],
    [0.12, 0.2],
    [0.21, 0.25],
    [0.3, 0.5],
    [0.7, 1],
    [7, 10],
    [18, 20],
    [230, 250],
  ])('puts %p on an axis to %p', (largest, top) => {
    expect(niceAxisTop(largest)).toBeCloseTo(top, 10);
  });

  it('never goes above the limit of a share', () => {
    expect(niceAxisTop(0.97, 1)).toBe(1);
    expect(niceAxisTop(1, 1)).toBe(1);
  });

  it('gives a whole range when there is nothing to draw', () => {
    expect(niceAxisTop(0, 1)).toBe(1);
    expect(niceAxisTop(Number.NaN)).toBe(1);
  });

  it('ticks 0, half and the top', () => {
    expect(axisTicks(0.05)).toEqual([0, 0.025, 0.05]);
  });
});
