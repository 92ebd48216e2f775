import { ALL_CONSENT } from './consent-states';
import { AxiosHttpGateway } from '../../../src-infrastructure/gateway/axios-http-gateway.adapter';
import type { GatewayOptions } from '../../../src-infrastructure/gateway/gateway.options';
import { CognitoIdentityAdapter } from '../../../src-infrastructure/identity/cognito-identity.adapter';
import { BrowserCookies } from '../../../src-infrastructure/storage/browser-cookies.adapter';
import { ConsentAwareStorage } from '../../../src-infrastructure/storage/consent-aware-storage.adapter';
import type { ClockPort } from '../../../src-domain/time/clock.port';
import { FakeConsent } from '../../fakes/consent.fake';
import type { LiveServer } from './live-server';
import { MemoryStorage } from './memory-storage';

/** The real gateway, identity, storage and cookie adapters wired by hand against a live server. */
export function liveAdapters(server: LiveServer, options: Partial<GatewayOptions> = {}) {
  const clock: ClockPort = { now: () => Date.now() };
  const consent = new FakeConsent(ALL_CONSENT);
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const areas = { local: () => local, session: () => session };
  const storage = new ConsentAwareStorage(consent, clock, areas);
  const cookies = new BrowserCookies(consent, clock);
  const gateway = new AxiosHttpGateway(
    { coreBaseUrl: `${server.origin}/api/core`, pageAddress: () => 'http://localhost/test', ...options },
    () => identity,
    clock,
  );
  const identity: CognitoIdentityAdapter = new CognitoIdentityAdapter(
    server.appConfig,
    gateway,
    storage,
    cookies,
    areas,
  );
  return { clock, consent, local, session, storage, cookies, gateway, identity };
}
