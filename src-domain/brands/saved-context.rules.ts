import type { BrandContext } from './brand.model';
import { isTopLevelType } from './brand-type.rules';

/**
 * The context saved under h_user_context (JSON of a `BrandContext`); anything unreadable, or
 * `undefined`, counts as none. Never throws.
 */
export function parseSavedContext(text: string | undefined): BrandContext | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<BrandContext>;
    return typeof value.brand_id === 'number' && typeof value.brand_type === 'string'
      ? {
          brand_id: value.brand_id,
          brand_type: value.brand_type,
          top_level: isTopLevelType(value.brand_type),
        }
      : undefined;
  } catch {
    return undefined;
  }
}
