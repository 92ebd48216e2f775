import type { BrandRow } from '../brands/brands.repository';

/**
 * The `scope` column of a tag (its uniqueness scope inside brand and mode): '' for GLOBAL and
 * STATUS, 'position:<id>' for POSITION, 'user:<id>' for PRIVATE.
 */
export function tagScope(mode: string, userId: string, positionId: number | undefined): string {
  if (mode === 'POSITION') return `position:${positionId ?? 0}`;
  if (mode === 'PRIVATE') return `user:${userId}`;
  return '';
}

/** The brand that owns tags of `mode` created at `brand`: the enterprise for STATUS. */
export function owningBrandId(mode: string, brand: BrandRow): number {
  return mode === 'STATUS' ? brand.group_id : brand.id;
}
