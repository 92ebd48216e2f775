/** The scopes Brigade asks the job-ad provider for (issue #18). */
export const JOB_ADS_SCOPES = [
  'employer_access',
  'offline_access',
  'employer.advertising.campaign.read',
] as const;
/** Without it no campaign can be read: a grant lacking it is refused. */
export const JOB_ADS_CAMPAIGN_READ_SCOPE = 'employer.advertising.campaign.read';
/** Without it the connection lasts one access token (an hour) and cannot be renewed. */
export const JOB_ADS_OFFLINE_SCOPE = 'offline_access';
/** Campaign statuses the provider filters by. */
export const JOB_AD_CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'DELETED'] as const;
export type JobAdCampaignStatus = (typeof JOB_AD_CAMPAIGN_STATUSES)[number];
/** Campaigns per page (spec 001 §9) and the provider's largest page. */
export const JOB_AD_PAGE_SIZE = 30;
export const JOB_AD_MAX_PAGE_SIZE = 500;
/** The provider popup (spec 000 §9): 600 × 600, polled every 100 ms, closed-checked every 2 000 ms. */
export const JOB_ADS_POPUP_SIZE = { width: 600, height: 600 } as const;
export const JOB_ADS_POLL_MS = 100;
export const JOB_ADS_CLOSED_CHECK_MS = 2000;

/** The requested scopes the provider did not grant, in request order. */
export function missingScopes(granted: readonly string[]): string[] {
  return JOB_ADS_SCOPES.filter((scope) => !granted.includes(scope));
}

/** True when the grant allows reading campaigns. */
export function grantReadsCampaigns(granted: readonly string[]): boolean {
  return granted.includes(JOB_ADS_CAMPAIGN_READ_SCOPE);
}
