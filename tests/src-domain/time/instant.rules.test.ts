import { parseInstant } from '../../../src-domain/time/instant.rules';

describe('parseInstant', () => {
  it('reads ISO (offset honoured, UTC by default), SQL-style UTC and epoch ms', () => {
    expect(parseInstant('2025-03-01T12:00:00Z')).toBe(Date.UTC(2025, 2, 1, 12));
    expect(parseInstant('2025-03-01T13:00:00+01:00')).toBe(Date.UTC(2025, 2, 1, 12));
    expect(parseInstant('2025-03-01T07:30:00-0430')).toBe(Date.UTC(2025, 2, 1, 12));
    expect(parseInstant('2025-03-01T12:00:00')).toBe(Date.UTC(2025, 2, 1, 12));
    expect(parseInstant('2025-03-01 12:00:00')).toBe(Date.UTC(2025, 2, 1, 12));
    expect(parseInstant('2025-03-01T12:00:00.250Z')).toBe(Date.UTC(2025, 2, 1, 12, 0, 0, 250));
    expect(parseInstant('2025-03-01T12:00')).toBe(Date.UTC(2025, 2, 1, 12));
    expect(parseInstant('2025-03-01')).toBe(Date.UTC(2025, 2, 1));
    expect(parseInstant(' 2025-03-01 ')).toBe(Date.UTC(2025, 2, 1));
    expect(parseInstant(1234)).toBe(1234);
  });

  it('gives undefined for nothing, garbage or impossible dates', () => {
    expect(parseInstant(undefined)).toBeUndefined();
    expect(parseInstant(null)).toBeUndefined();
    expect(parseInstant('  ')).toBeUndefined();
    expect(parseInstant('soon')).toBeUndefined();
    expect(parseInstant('2025-02-30T00:00:00Z')).toBeUndefined();
    expect(parseInstant('2025-03-01T24:61:00Z')).toBeUndefined();
    expect(parseInstant('2025-03-01T12:00:00+5')).toBeUndefined();
    expect(parseInstant(Number.NaN)).toBeUndefined();
  });
});
