import {
  ACCESS_PORTAL_VIEW_LABELS,
  accessPortalViews,
} from '../../../src-domain/permissions/access-portal.rules';

describe('access portal views (spec 000 §6)', () => {
  const ipc = [{ code: 'IPC_INTEGRATION', type: 'ACTIVE' }];
  it("IPC_INTEGRATION on a GP-5 brand: All, Ownership's View, Starred", () => {
    expect(
      accessPortalViews({ type: 'GP-5', services: ipc }).map((view) => ACCESS_PORTAL_VIEW_LABELS[view]),
    ).toEqual(['All', "Ownership's View", 'Starred']);
  });
  it("the service on another brand: Ownership's View and Starred only", () => {
    expect(accessPortalViews({ type: 'GP-3', services: ipc })).toEqual(['OWNERSHIP', 'STARRED']);
    expect(accessPortalViews({ type: 'LOCATION', services: ipc })).toEqual(['OWNERSHIP', 'STARRED']);
  });
  it('without the service: All and Starred', () => {
    expect(accessPortalViews({ type: 'GP-5', services: [] })).toEqual(['ALL', 'STARRED']);
    expect(accessPortalViews(undefined)).toEqual(['ALL', 'STARRED']);
  });
});
