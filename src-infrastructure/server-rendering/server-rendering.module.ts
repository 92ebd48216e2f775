import { ContainerModule } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { I18nextInstance } from '../i18n/i18next-instance.token';
import { I18nextTranslator } from '../i18n/i18next-translator.adapter';
import type { InfrastructureInstances } from '../infrastructure.module';
import { WebCryptoRandomToken } from '../security/web-crypto-random-token.adapter';
import { GuestIdentity } from './guest-identity.adapter';
import { RenderNavigation } from './render-navigation.adapter';
import { RenderOnlyGateway } from './render-only-gateway.adapter';

/**
 * The ports while the server renders one page for a guest: translations are real; identity,
 * gateway and navigation are the render-time stand-ins (the browser binds the real adapters);
 * random tokens come from the same Web Crypto adapter (the login screen's stores need one).
 */
export function serverRenderingModule(
  instances: InfrastructureInstances,
  requestPath: string,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(I18nextInstance).toConstantValue(instances.i18n);
    bind(TranslatorPort).to(I18nextTranslator);
    bind(IdentityPort).to(GuestIdentity);
    bind(HttpGatewayPort).to(RenderOnlyGateway);
    bind(NavigationPort).toConstantValue(new RenderNavigation(requestPath));
    bind(RandomTokenPort).to(WebCryptoRandomToken);
  });
}
