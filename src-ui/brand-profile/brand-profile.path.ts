/** The route pattern of the brand profile page. */
export const BRAND_PROFILE_ROUTE = '/brands/:brandId';

/** The path of a brand's profile page. */
export function brandProfilePath(brandId: number): string {
  return `/brands/${brandId}`;
}
