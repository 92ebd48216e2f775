import { useEffect, useRef } from 'react';
import type { MapType } from './map-views';

/** The part of the maps script's API this canvas uses (loaded by MapsLoaderStore). */
interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
  Marker: new (options: Record<string, unknown>) => unknown;
}

/**
 * The map of one place, drawn by the maps script once it has loaded (LoadedMap renders this
 * only then): centred on the place with a marker titled with its name.
 */
export function MapCanvas({
  latitude,
  longitude,
  title,
  mapType,
}: {
  readonly latitude: number;
  readonly longitude: number;
  readonly title: string;
  readonly mapType: MapType;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const maps = (window as unknown as { google?: { maps?: MapsApi } }).google?.maps;
    if (!maps || !ref.current) return;
    const center = { lat: latitude, lng: longitude };
    const map = new maps.Map(ref.current, { center, zoom: 14, mapTypeId: mapType });
    new maps.Marker({ map, position: center, title });
  }, [latitude, longitude, title, mapType]);
  return <div ref={ref} className="brand-profile__map-canvas" />;
}
