import { p75, rateVital, summariseVitals } from '../../../src-domain/telemetry/vitals-summary.rules';

describe('p75', () => {
  it('is the nearest-rank 75th percentile, undefined for nothing', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    p75(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('rateVital', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.3, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});

describe('summariseVitals', () => {
  it('gives each measured vital its p75 and count, and leaves out the unmeasured', () => {
    const summary = summariseVitals([
      { name: 'LCP', value: 1000 },
      { name: 'LCP', value: 1200 },
      { name: 'CLS', value: 0.02 },
    ]);
    expect(summary).toEqual({ LCP: { p75: 1200, samples: 2 }, CLS: { p75: 0.02, samples: 1 } });
  });

  it('names the element and script most often behind the samples worse than good', () => {
    const summary = summariseVitals([
      { name: 'INP', value: 80, target: 'button.fast', source: 'https://x/fast.js' },
      { name: 'INP', value: 80, target: 'button.fast', source: 'https://x/fast.js' },
      { name: 'INP', value: 80, target: 'button.fast' },
      { name: 'INP', value: 350, target: 'button.save', source: 'https://x/app.js' },
      { name: 'INP', value: 600, target: 'button.save', source: 'https://x/vendor.js' },
      { name: 'INP', value: 700, target: 'input#name', source: 'https://x/vendor.js' },
      { name: 'INP', value: 900 },
    ]);
    expect(summary.INP).toEqual({
      p75: 700,
      samples: 7,
      slowTarget: 'button.save',
      slowSource: 'https://x/vendor.js',
    });
  });
});
