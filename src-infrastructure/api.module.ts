import { ContainerModule } from 'inversify';
import { AccountApiPort } from '../src-domain/account/account-api.port';
import { BrandsApiPort } from '../src-domain/brands/brands-api.port';
import { PlatformApiPort } from '../src-domain/platform/platform-api.port';
import { RegistrationApiPort } from '../src-domain/registration/registration-api.port';
import { SessionApiPort } from '../src-domain/session/session-api.port';
import { SettingsApiPort } from '../src-domain/settings/settings-api.port';
import { HttpAccountApi } from './account/http-account-api.adapter';
import { HttpBrandsApi } from './brands/http-brands-api.adapter';
import { HttpPlatformApi } from './platform/http-platform-api.adapter';
import { HttpRegistrationApi } from './registration/http-registration-api.adapter';
import { HttpSessionApi } from './session/http-session-api.adapter';
import { HttpSettingsApi } from './settings/http-settings-api.adapter';

/**
 * Binds the API ports that guest pages and app-wide services use (rule 15) — account, brands,
 * platform, registration, session, settings — to their adapters over whatever HttpGatewayPort the
 * container has: the browser's axios gateway, the server-rendering stand-in (every call
 * rejects with SSR.BROWSER_ONLY) or a test's fake gateway. The signed-in areas' ports
 * are bound by areaApiModule, loaded with the first signed-in screen.
 */
export const apiModule = new ContainerModule(({ bind }) => {
  bind(AccountApiPort).to(HttpAccountApi);
  bind(BrandsApiPort).to(HttpBrandsApi);
  bind(PlatformApiPort).to(HttpPlatformApi);
  bind(RegistrationApiPort).to(HttpRegistrationApi);
  bind(SessionApiPort).to(HttpSessionApi);
  bind(SettingsApiPort).to(HttpSettingsApi);
});
