import { rumSampling } from '../../../src-domain/telemetry/rum-sampling.rules';

describe('rumSampling', () => {
  it('samples nothing when RUM is off or unknown', () => {
    expect(rumSampling(undefined, () => 0)).toEqual({ measureVitals: false, recordSession: false });
    expect(rumSampling({ enabled: false, samplingPercent: 100 }, () => 0).measureVitals).toBe(false);
  });

  it('measures the sampled share of pages and records 10 % of those by default', () => {
    const settings = { enabled: true, samplingPercent: 25 };
    expect(rumSampling(settings, () => 0.2499).measureVitals).toBe(true);
    expect(rumSampling(settings, () => 0.25).measureVitals).toBe(false);
    const dice = [0.1, 0.0999];
    expect(rumSampling(settings, () => dice.shift()!)).toEqual({ measureVitals: true, recordSession: true });
    const high = [0.1, 0.1];
    expect(rumSampling(settings, () => high.shift()!).recordSession).toBe(false);
  });
});
