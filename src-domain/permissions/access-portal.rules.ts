import type { Brand } from '../brands/brand.model';
import { brandHasService, gpLevel } from '../brands/brand-type.rules';

/** Views of the access portal, in display order. */
export type AccessPortalView = 'ALL' | 'OWNERSHIP' | 'STARRED';

/** English labels of the views (the UI translates by `accessPortal.views.<VIEW>`). */
export const ACCESS_PORTAL_VIEW_LABELS: Readonly<Record<AccessPortalView, string>> = {
  ALL: 'All',
  OWNERSHIP: "Ownership's View",
  STARRED: 'Starred',
};

/** The service that enables the ownership view. */
export const IPC_INTEGRATION = 'IPC_INTEGRATION';

/**
 * The access-portal views for a brand (spec 000 §6): with IPC_INTEGRATION on a GP-5 brand
 * All, Ownership's View, Starred; with the service on another brand Ownership's View and
 * Starred; without it All and Starred. An undefined brand is treated as without the service.
 */
export function accessPortalViews(brand: Pick<Brand, 'type' | 'services'> | undefined): AccessPortalView[] {
  if (!brandHasService(brand, IPC_INTEGRATION)) return ['ALL', 'STARRED'];
  return gpLevel(brand?.type) === 5 ? ['ALL', 'OWNERSHIP', 'STARRED'] : ['OWNERSHIP', 'STARRED'];
}
