import { ContainerModule } from 'inversify';
import { AccountApiPort } from '../src-domain/account/account-api.port';
import { BrandsApiPort } from '../src-domain/brands/brands-api.port';
import { DashboardsApiPort } from '../src-domain/dashboards/dashboards-api.port';
import { JobAdsApiPort } from '../src-domain/job-ads/job-ads-api.port';
import { MediaApiPort } from '../src-domain/media/media-api.port';
import { PlatformApiPort } from '../src-domain/platform/platform-api.port';
import { RegistrationApiPort } from '../src-domain/registration/registration-api.port';
import { HttpAccountApi } from './account/http-account-api.adapter';
import { HttpBrandsApi } from './brands/http-brands-api.adapter';
import { HttpDashboardsApi } from './dashboards/http-dashboards-api.adapter';
import { HttpJobAdsApi } from './job-ads/http-job-ads-api.adapter';
import { HttpMediaApi } from './media/http-media-api.adapter';
import { HttpPlatformApi } from './platform/http-platform-api.adapter';
import { HttpRegistrationApi } from './registration/http-registration-api.adapter';

/**
 * Binds every area's API port (rule 15) to its adapter over whatever HttpGatewayPort the
 * container has: the browser's axios gateway, the server-rendering stand-in (every call
 * rejects with SSR.BROWSER_ONLY) or a test's fake gateway.
 */
export const apiModule = new ContainerModule(({ bind }) => {
  bind(AccountApiPort).to(HttpAccountApi);
  bind(BrandsApiPort).to(HttpBrandsApi);
  bind(DashboardsApiPort).to(HttpDashboardsApi);
  bind(JobAdsApiPort).to(HttpJobAdsApi);
  bind(MediaApiPort).to(HttpMediaApi);
  bind(PlatformApiPort).to(HttpPlatformApi);
  bind(RegistrationApiPort).to(HttpRegistrationApi);
});
