/** Modules a demo can be requested for (spec 000 §3). */
export const DEMO_MODULES = ['TEAM_SCHEDULING', 'LMS', 'ON_BOARDING', 'CLOCKOUT_ATTESTATION'] as const;
export type DemoModule = (typeof DEMO_MODULES)[number];

/** Product names shown for each module (the spec paraphrases them; these are ours). */
export const DEMO_MODULE_NAMES: Readonly<Record<DemoModule, string>> = {
  TEAM_SCHEDULING: 'Team Scheduling',
  LMS: 'Learning',
  ON_BOARDING: 'Total Talent Solution',
  CLOCKOUT_ATTESTATION: 'Clock-out attestation',
};

/** Whether the demo of a module was requested for the brand: unknown, checking, then known. */
export type DemoRequestStatus = 'unknown' | 'checking' | 'known';

/** The state of one module's demo request for the current brand. */
export interface DemoRequestState {
  readonly status: DemoRequestStatus;
  /** Meaningful once `status` is 'known'; false before. */
  readonly requested: boolean;
  /** True while a request is in flight; see `REQUESTING_STAYS_TRUE_AFTER_FAILURE`. */
  readonly requesting: boolean;
}

/** Events of the demo-request machine. */
export type DemoRequestEvent =
  | { readonly type: 'check-started' }
  | { readonly type: 'check-succeeded'; readonly demoRequested: boolean }
  | { readonly type: 'check-failed' }
  | { readonly type: 'request-started' }
  | { readonly type: 'request-succeeded' }
  | { readonly type: 'request-already-done' }
  | { readonly type: 'request-failed' };
