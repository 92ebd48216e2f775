import type { ApplicationSummary } from '../../src-domain/messaging/messaging.model';

/** An inbox row: Wes Lee's application to Patio Server at Portland Downtown, unless `overrides` say otherwise. */
export function applicationSummary(
  id: number,
  overrides: Partial<ApplicationSummary> = {},
): ApplicationSummary {
  return {
    id,
    status: 'APPLIED',
    archived: false,
    createdAt: '2026-03-01T10:00:00Z',
    position: { id: 1, title: 'Patio Server', category: 'FOH' },
    location: { id: 2, name: 'Portland Downtown' },
    candidate: { id: `c-${id}`, firstName: 'Wes', lastName: 'Lee' },
    unread: 0,
    fromSms: false,
    ...overrides,
  };
}
