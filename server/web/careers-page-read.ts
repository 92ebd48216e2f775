import type { brandMedia } from '../gateway/brands/brands.repository';
import type { CareersPage, CareersPosition } from '../gateway/careers/careers-read';

type Scheme = Awaited<ReturnType<typeof brandMedia>>;

/**
 * What a careers page shows (issue #38), as the server read it and the renderer takes it
 * (src/ssr/careers-page.tsx): the careers API's shapes and the brand's profile scheme.
 */
export type CareersPageRead =
  | { readonly kind: 'list'; readonly page: CareersPage; readonly scheme: Scheme }
  | { readonly kind: 'position'; readonly page: CareersPosition; readonly scheme: Scheme }
  | { readonly kind: 'not-found' };
