import { formatDuration } from '../../../src-domain/time/duration.rules';

describe("durations 'N hrs' + 'Nm' (spec 001 §5)", () => {
  it.each([
    [0, '0m'],
    [45, '45m'],
    [60, '1 hrs'],
    [90, '1 hrs 30m'],
    [150.9, '2 hrs 30m'],
    [-5, ''],
    [Number.NaN, ''],
  ])('%d min → %j', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
