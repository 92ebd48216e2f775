import type { ConsentState } from '../../../src-domain/consent/consent.model';

export const ALL_CONSENT: ConsentState = {
  necessary: true,
  preferences: true,
  analytics: true,
  marketing: true,
};
