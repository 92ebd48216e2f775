import { ContainerModule } from 'inversify';
import { AccountApiPort } from '../src-domain/account/account-api.port';
import { SessionApiPort } from '../src-domain/session/session-api.port';
import { BrandProfileApiPort } from '../src-domain/brands/brand-profile-api.port';
import { AttestationApiPort } from '../src-domain/attestation/attestation-api.port';
import { BrandsApiPort } from '../src-domain/brands/brands-api.port';
import { DashboardsApiPort } from '../src-domain/dashboards/dashboards-api.port';
import { JobAdsApiPort } from '../src-domain/job-ads/job-ads-api.port';
import { MessagingApiPort } from '../src-domain/messaging/messaging-api.port';
import { MediaApiPort } from '../src-domain/media/media-api.port';
import { PlatformApiPort } from '../src-domain/platform/platform-api.port';
import { PositionsApiPort } from '../src-domain/positions/positions-api.port';
import { RegistrationApiPort } from '../src-domain/registration/registration-api.port';
import { DrawHashingPort } from '../src-domain/rewards/draw-hashing.port';
import { RewardsApiPort } from '../src-domain/rewards/rewards-api.port';
import { SettingsApiPort } from '../src-domain/settings/settings-api.port';
import { TeamApiPort } from '../src-domain/team/team-api.port';
import { TagsApiPort } from '../src-domain/tags/tags-api.port';
import { HttpAccountApi } from './account/http-account-api.adapter';
import { HttpSessionApi } from './session/http-session-api.adapter';
import { HttpBrandProfileApi } from './brands/http-brand-profile-api.adapter';
import { HttpAttestationApi } from './attestation/http-attestation-api.adapter';
import { HttpBrandsApi } from './brands/http-brands-api.adapter';
import { HttpDashboardsApi } from './dashboards/http-dashboards-api.adapter';
import { HttpJobAdsApi } from './job-ads/http-job-ads-api.adapter';
import { HttpMessagingApi } from './messaging/http-messaging-api.adapter';
import { HttpMediaApi } from './media/http-media-api.adapter';
import { HttpPlatformApi } from './platform/http-platform-api.adapter';
import { HttpPositionsApi } from './positions/http-positions-api.adapter';
import { HttpRegistrationApi } from './registration/http-registration-api.adapter';
import { HttpRewardsApi } from './rewards/http-rewards-api.adapter';
import { WebCryptoDrawHashing } from './rewards/web-crypto-draw-hashing.adapter';
import { HttpSettingsApi } from './settings/http-settings-api.adapter';
import { HttpTeamApi } from './team/http-team-api.adapter';
import { HttpTagsApi } from './tags/http-tags-api.adapter';
import { UserLocationApiPort } from '../src-domain/location/user-location-api.port';
import { HttpUserLocationApi } from './location/http-user-location-api.adapter';

/**
 * Binds every area's API port (rule 15) to its adapter over whatever HttpGatewayPort the
 * container has: the browser's axios gateway, the server-rendering stand-in (every call
 * rejects with SSR.BROWSER_ONLY) or a test's fake gateway.
 */
export const apiModule = new ContainerModule(({ bind }) => {
  bind(AccountApiPort).to(HttpAccountApi);
  bind(AttestationApiPort).to(HttpAttestationApi);
  bind(BrandsApiPort).to(HttpBrandsApi);
  bind(BrandProfileApiPort).to(HttpBrandProfileApi);
  bind(DashboardsApiPort).to(HttpDashboardsApi);
  bind(JobAdsApiPort).to(HttpJobAdsApi);
  bind(MessagingApiPort).to(HttpMessagingApi);
  bind(MediaApiPort).to(HttpMediaApi);
  bind(PlatformApiPort).to(HttpPlatformApi);
  bind(PositionsApiPort).to(HttpPositionsApi);
  bind(RegistrationApiPort).to(HttpRegistrationApi);
  bind(RewardsApiPort).to(HttpRewardsApi);
  // The proof page's hashing: WebCrypto, in the browser and in Node 20 alike.
  bind(DrawHashingPort).to(WebCryptoDrawHashing);
  bind(SessionApiPort).to(HttpSessionApi);
  bind(SettingsApiPort).to(HttpSettingsApi);
  bind(TeamApiPort).to(HttpTeamApi);
  bind(TagsApiPort).to(HttpTagsApi);
  bind(UserLocationApiPort).to(HttpUserLocationApi);
});
