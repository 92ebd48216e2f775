import { token } from '../shared/token';

/** The provider's answer to its login (spec 001 §7 Job-ad provider): the code and the state it returned. */
export interface JobAdsAuthorization {
  readonly code: string;
  /** `undefined` when the provider returned none. */
  readonly state: string | undefined;
}

/**
 * The job-ad provider's calls (spec 001 §7): connecting the employer's provider account.
 * Rejects with a `GatewayError` (404 when the server has no provider connection).
 */
export interface JobAdsApiPort {
  /** Hands the provider's authorization to the server, which connects the account. */
  connect(authorization: JobAdsAuthorization): Promise<void>;
}
export const JobAdsApiPort = token<JobAdsApiPort>('domain.job-ads-api');
