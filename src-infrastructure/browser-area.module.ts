import { ContainerModule } from 'inversify';
import { PkcePort } from '../src-domain/job-ads/pkce.port';
import { LiveEventsPort } from '../src-domain/live/live-events.port';
import { GeolocationPort } from '../src-domain/location/geolocation.port';
import { MapsLoaderPort } from '../src-domain/maps/maps-loader.port';
import { PopupMessagesPort } from '../src-domain/navigation/popup-messages.port';
import { GatewayLiveEvents } from './live/gateway-live-events.adapter';
import { BrowserGeolocation } from './location/browser-geolocation.adapter';
import { DEFAULT_MAPS_OPTIONS, GoogleMapsLoader, MapsOptions } from './maps/google-maps-loader.adapter';
import { WindowPopupMessages } from './navigation/window-popup-messages.adapter';
import { WebCryptoPkce } from './security/web-crypto-pkce.adapter';

/**
 * The browser's adapters of the ports that only screens past the guests-only ones use (the
 * signed-in areas and the public screens that wait for them: live events, maps, geolocation, the
 * job boards' PKCE and popup messages). They come in the areas' chunk with areaApiModule, so the
 * scripts a guest page hydrates on do not carry them (issue #30); the server renderer binds its
 * own stand-ins (serverRenderingModule).
 */
export const browserAreaModule = new ContainerModule(({ bind }) => {
  bind(PopupMessagesPort).to(WindowPopupMessages);
  bind(PkcePort).to(WebCryptoPkce);
  // One instance: it holds the browser's one stream (or follows the tab that holds it).
  bind(LiveEventsPort).to(GatewayLiveEvents);
  bind(MapsOptions).toConstantValue(DEFAULT_MAPS_OPTIONS);
  bind(MapsLoaderPort).to(GoogleMapsLoader);
  bind(GeolocationPort).to(BrowserGeolocation);
});
