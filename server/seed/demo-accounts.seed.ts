import { version as packageVersion } from '../../package.json';

/** The demo password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Brigade-demo-1';

/** Which brand of the demo story an account's grants are on (see demo-brands.seed.ts). */
export type DemoBrandRef =
  | 'harbor'
  | 'grill'
  | 'tacos'
  | 'coffee'
  | 'sunset'
  | 'grillLocation0'
  | 'grillLocation1'
  | 'tacosLocation0'
  | 'coffeeLocation0';

export interface DemoGrant {
  readonly brand: DemoBrandRef;
  readonly role: 'OWNER' | 'MANAGER' | 'EMPLOYEE';
  readonly accesses: readonly string[];
  /** name, or [name, conditions] */
  readonly permissions: readonly (string | readonly [string, readonly DemoCondition[]])[];
}

export interface DemoCondition {
  readonly type: 'LOGBOOK_ENTRY_TYPE' | 'POSITION_CATEGORY' | 'JOB_BOARD';
  readonly values: readonly string[];
}

export interface DemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly employer: boolean;
  /** What the README says the account shows. */
  readonly shows: string;
  readonly entry?: DemoBrandRef;
  readonly grants?: readonly DemoGrant[];
  readonly persona?: string;
  readonly externalAuthSource?: string;
  readonly defaultHomePage?: string;
  readonly corporate?: boolean;
  readonly unconfirmed?: boolean;
  readonly mfaRequired?: boolean;
  readonly phone?: string;
  readonly latLong?: readonly [number, number];
}

const ALL_OWNER_PERMISSIONS: DemoGrant['permissions'] = [
  'VIEW_HALO_DASHBOARD',
  'ACCESS_RISK_DETECTION_DASHBOARD',
  'VIEW_TEAM_ENGAGEMENT',
  ['MANAGE_JOBS', [{ type: 'JOB_BOARD', values: ['INDEED', 'LINKEDIN'] }]],
  ['VIEW_CANDIDATES', [{ type: 'POSITION_CATEGORY', values: ['FOH', 'BOH', 'MANAGEMENT'] }]],
  ['VIEW_LOGBOOK', [{ type: 'LOGBOOK_ENTRY_TYPE', values: ['GENERAL', 'INCIDENT'] }]],
  ['WRITE_LOGBOOK', [{ type: 'LOGBOOK_ENTRY_TYPE', values: ['GENERAL', 'INCIDENT'] }]],
  'MANAGE_REWARDS',
  'MANAGE_CLOCKOUT_ATTESTATION',
  'MANAGE_TAGS',
  'VIEW_REPORTS',
];

/**
 * The demo accounts (all with DEMO_PASSWORD). Each reaches a step of the home-page rule of
 * spec 000 §4 or a row of the feature table of §6; README "Demo accounts" lists them.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@demo.brigade.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    employer: true,
    shows:
      'Employer with the top-level entry (GP-5 Harbor Hospitality Group, IPC_INTEGRATION): /dashboard → /access-portal/main with All, Ownership’s View, Starred; every brand; switching to Harbor Grill opens Halo, risk (ALL_LEVELS), engagement, ATR (MB), themed branding (MICE) and global search',
    entry: 'harbor',
    grants: [
      {
        brand: 'harbor',
        role: 'OWNER',
        accesses: ['SOURCE_HIRE', 'TEAM_LIVE'],
        permissions: ALL_OWNER_PERMISSIONS,
      },
    ],
    latLong: [45.52, -122.68],
  },
  {
    email: 'dashboards@demo.brigade.test',
    firstName: 'Dana',
    lastName: 'Dashboards',
    employer: true,
    shows:
      'Brand director of Harbor Grill (GP-4) with Halo, risk and engagement permissions and the saved preference HARRI_ENGAGE: /dashboard → the engagement dashboard (home-page step 3)',
    entry: 'grill',
    defaultHomePage: 'HARRI_ENGAGE',
    grants: [
      {
        brand: 'grill',
        role: 'MANAGER',
        accesses: ['SOURCE_HIRE', 'TEAM_LIVE'],
        permissions: [
          'VIEW_HALO_DASHBOARD',
          'ACCESS_RISK_DETECTION_DASHBOARD',
          'VIEW_TEAM_ENGAGEMENT',
          // The logbook's area manager limited to GENERAL entries (issue #36).
          ['VIEW_LOGBOOK', [{ type: 'LOGBOOK_ENTRY_TYPE', values: ['GENERAL'] }]],
          ['WRITE_LOGBOOK', [{ type: 'LOGBOOK_ENTRY_TYPE', values: ['GENERAL'] }]],
        ],
      },
    ],
  },
  {
    email: 'manager@demo.brigade.test',
    firstName: 'Marco',
    lastName: 'Manager',
    employer: true,
    shows:
      'Location manager of Harbor Grill Portland Downtown with SOURCE_HIRE: /dashboard → /dashboard/hiring (step 7); global search; ATR (atr_type MB); 403 on Tidewater Tacos data',
    entry: 'grillLocation0',
    grants: [
      {
        brand: 'grillLocation0',
        role: 'MANAGER',
        accesses: ['SOURCE_HIRE'],
        permissions: [
          ['MANAGE_JOBS', [{ type: 'JOB_BOARD', values: ['INDEED'] }]],
          ['VIEW_CANDIDATES', [{ type: 'POSITION_CATEGORY', values: ['FOH'] }]],
          // Every logbook type, read and written (issue #36).
          'VIEW_LOGBOOK',
          'WRITE_LOGBOOK',
        ],
      },
    ],
  },
  {
    email: 'manager2@demo.brigade.test',
    firstName: 'Tessa',
    lastName: 'Tidewater',
    employer: true,
    shows:
      'Brand manager of Tidewater Tacos (GP-4 with IPC_INTEGRATION): /dashboard → /access-portal/main with Ownership’s View and Starred; 403 on Harbor Grill data',
    entry: 'tacos',
    grants: [{ brand: 'tacos', role: 'MANAGER', accesses: ['SOURCE_HIRE'], permissions: ['MANAGE_JOBS'] }],
  },
  {
    email: 'scheduler@demo.brigade.test',
    firstName: 'Sam',
    lastName: 'Scheduler',
    employer: true,
    shows:
      'Scheduling-only access (TEAM_LIVE, no SOURCE_HIRE) at Lantern Portland Downtown and Harbor Grill Portland Downtown: /dashboard → /schedule (step 5) with the week’s figures; /schedule/week builds and publishes weeks',
    entry: 'coffeeLocation0',
    grants: [
      { brand: 'coffeeLocation0', role: 'MANAGER', accesses: ['TEAM_LIVE'], permissions: [] },
      { brand: 'grillLocation0', role: 'MANAGER', accesses: ['TEAM_LIVE'], permissions: [] },
    ],
  },
  {
    email: 'crew@demo.brigade.test',
    firstName: 'Rosa',
    lastName: 'Crew',
    employer: true,
    shows:
      'Hourly employee of Harbor Grill Portland Downtown (EMPLOYEE membership, no accesses): /time-clock to clock in, take a break and clock out answering Harbor Grill’s attestation questions (issue #33); /my-shifts with published shifts (offer a shift, take an open one)',
    entry: 'grillLocation0',
    grants: [{ brand: 'grillLocation0', role: 'EMPLOYEE', accesses: [], permissions: [] }],
  },
  {
    email: 'crew2@demo.brigade.test',
    firstName: 'Ari',
    lastName: 'Crew',
    employer: false,
    shows: 'Second employee of Harbor Grill Portland Downtown: takes shifts colleagues offer on /my-shifts',
    entry: 'grillLocation0',
    grants: [{ brand: 'grillLocation0', role: 'EMPLOYEE', accesses: [], permissions: [] }],
  },
  {
    email: 'barista@demo.brigade.test',
    firstName: 'Noor',
    lastName: 'Barista',
    employer: false,
    shows:
      'Employee of Lantern Portland Downtown (scheduler@’s second location): published shifts on /my-shifts, one offered and taken by Kai (barista2@), a day off asked for',
    entry: 'coffeeLocation0',
    grants: [{ brand: 'coffeeLocation0', role: 'EMPLOYEE', accesses: [], permissions: [] }],
  },
  {
    email: 'barista2@demo.brigade.test',
    firstName: 'Kai',
    lastName: 'Barista',
    employer: false,
    shows:
      'Employee of Lantern Portland Downtown marked a minor there: the grid labels Kai “Minor” and flags the Friday close past 22:00 (MINOR_NIGHT)',
    entry: 'coffeeLocation0',
    grants: [{ brand: 'coffeeLocation0', role: 'EMPLOYEE', accesses: [], permissions: [] }],
  },
  {
    email: 'tts@demo.brigade.test',
    firstName: 'Theo',
    lastName: 'Talent',
    employer: true,
    shows:
      'SOURCE_HIRE at a Tidewater location with TTS_DASHBOARD: /dashboard → /dashboard/tts (step 6); external_auth.source OKTA (custom welcome page)',
    entry: 'tacosLocation0',
    externalAuthSource: 'OKTA',
    grants: [{ brand: 'tacosLocation0', role: 'MANAGER', accesses: ['SOURCE_HIRE'], permissions: [] }],
  },
  {
    email: 'nosales@demo.brigade.test',
    firstName: 'Nora',
    lastName: 'Nosales',
    employer: true,
    shows:
      'Persona MANAGER_NO_SALES (no sales access), top-level entry on Lantern Coffee (no IPC_INTEGRATION: access portal All and Starred); risk dashboard at Lantern locations (CHILDREN_ONLY below top level)',
    entry: 'coffee',
    persona: 'MANAGER_NO_SALES',
    grants: [
      {
        brand: 'coffee',
        role: 'MANAGER',
        accesses: ['TEAM_LIVE', 'SOURCE_HIRE'],
        permissions: ['ACCESS_RISK_DETECTION_DASHBOARD'],
      },
    ],
  },
  {
    email: 'candidate@demo.brigade.test',
    firstName: 'Casey',
    lastName: 'Candidate',
    employer: false,
    shows:
      'Candidate (not an employer): /dashboard → /dashboard/member; three applications, two unread messages',
    phone: '+15035550123',
    latLong: [45.5231, -122.6765],
  },
  {
    email: 'seeker@demo.brigade.test',
    firstName: 'Sam',
    lastName: 'Seeker',
    employer: false,
    shows:
      'Job seeker who signed up through Harbor Grill (entry brand, no memberships): /dashboard/member in Harbor Grill’s colours (GET /v1/js_dashboard/profile_scheme)',
    entry: 'grill',
  },
  {
    email: 'pooled@demo.brigade.test',
    firstName: 'Parker',
    lastName: 'Pool',
    employer: false,
    shows:
      'Candidate kept in two talent pools (Patio team, Weekend availability) through one application at Harbor Grill Seattle Airport: /dashboard/member/talent-pools; the e2e opt-out test owns this account',
  },
  {
    email: 'corporate@demo.brigade.test',
    firstName: 'Corey',
    lastName: 'Corporate',
    employer: false,
    corporate: true,
    shows:
      'Corporate administrator: starts shadow sessions for other users at /corporate (a shadow user’s /dashboard goes to the corporate host)',
  },
  {
    email: 'unverified@demo.brigade.test',
    firstName: 'Uma',
    lastName: 'Unverified',
    employer: false,
    unconfirmed: true,
    shows:
      'Registered but never activated: sign-in is refused (UserNotConfirmedException); validateEmail answers USED + NO_PASSWORD and sends a new activation link to /dev/outbox',
  },
  {
    email: 'mfa@demo.brigade.test',
    firstName: 'Max',
    lastName: 'Multifactor',
    employer: true,
    mfaRequired: true,
    shows:
      'Must set up multi-factor authentication: GET /v1/users/mfa/setup/status says required, not set up',
    entry: 'grillLocation1',
    grants: [{ brand: 'grillLocation1', role: 'MANAGER', accesses: ['SOURCE_HIRE'], permissions: [] }],
  },
  {
    email: 'mfa2@demo.brigade.test',
    firstName: 'Mia',
    lastName: 'Multifactor',
    employer: false,
    mfaRequired: true,
    shows:
      'A second job seeker who must set up multi-factor authentication, so a method can be saved (the e2e suite saves passcodes) while mfa@ stays not set up',
  },
  {
    email: 'suspended@demo.brigade.test',
    firstName: 'Stella',
    lastName: 'Suspended',
    employer: true,
    shows:
      'Owner of Sunset Diner Co, whose account is suspended: account_suspension/check → is_suspended true (→ /account-suspension)',
    entry: 'sunset',
    grants: [{ brand: 'sunset', role: 'OWNER', accesses: ['SOURCE_HIRE'], permissions: ['MANAGE_JOBS'] }],
  },
];

/** A registration started and never finished: validateEmail answers DRAFT_NO_PASSWORD. */
export const DEMO_DRAFT_EMAIL = 'draft@demo.brigade.test';
/** Light signup code of the demo (GET /v1/light_signup?code=…). */
export const DEMO_LIGHT_SIGNUP_CODE = 'TIDEWATER-LINE-COOK';
/** The web app code of the seeded version info. */
export const DEMO_WEB_APP_CODE = 'BRIGADE_WEB';
/**
 * The seeded web version: this checkout's build (package.json's version, which webpack bakes
 * into the client), so a freshly built page is current and only a newer record asks to update.
 */
export const DEMO_WEB_VERSION: string = packageVersion;
