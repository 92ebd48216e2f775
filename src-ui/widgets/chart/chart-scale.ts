/**
 * The top of a chart's axis for values up to `largest`: the smallest "nice" number (1, 2, 2.5 or
 * 5 times a power of ten) at or above it, so a bar's length reads against a labelled range of
 * its own rather than against the largest value (4.5 % on an axis to 5 %, not a full bar), and
 * never above `limit` (100 % for a share). `largest` ≤ 0 gives the smallest step of `limit`'s scale.
 */
export function niceAxisTop(largest: number, limit = Number.POSITIVE_INFINITY): number {
  if (!(largest > 0)) return Math.min(limit, 1);
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 2.5, 5, 10]
    .map((factor) => factor * power)
    .find((candidate) => candidate >= largest * (1 - 1e-12));
  return Math.min(limit, step ?? 10 * power);
}

/** The ticks of an axis from 0 to `top`: 0, half and top. */
export function axisTicks(top: number): readonly number[] {
  return [0, top / 2, top];
}
