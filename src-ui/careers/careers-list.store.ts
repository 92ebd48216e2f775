import { makeAutoObservable, runInAction } from 'mobx';
import type { CareersLocation } from '../../src-domain/careers/careers-page.model';
import { filterCareers, sortByDistance, type GeoPoint } from '../../src-domain/careers/careers-page.rules';

/** The visitor's position, or undefined when they refuse or the browser has none. */
export type LocateVisitor = () => Promise<GeoPoint | undefined>;

/**
 * A careers page's list (issue #38): the filter the visitor set (location, text) and, once they
 * allowed it, their position, by which the locations are sorted nearest first.
 */
export class CareersListStore {
  locationId: number | undefined = undefined;
  text = '';
  origin: GeoPoint | undefined = undefined;
  locating: 'idle' | 'busy' | 'denied' | 'done' = 'idle';

  constructor(
    readonly locations: readonly CareersLocation[],
    private readonly locate: LocateVisitor,
  ) {
    makeAutoObservable<CareersListStore, 'locate'>(this, { locations: false, locate: false });
  }

  setLocation(id: number | undefined): void {
    this.locationId = id;
  }
  setText(text: string): void {
    this.text = text;
  }

  /** What the list shows: filtered, then nearest first when the position is known. */
  get shown(): (CareersLocation & { readonly distanceKm?: number | undefined })[] {
    const filtered = filterCareers(this.locations, { locationId: this.locationId, text: this.text });
    return this.origin ? sortByDistance(filtered, this.origin) : filtered;
  }

  get positionCount(): number {
    return this.shown.reduce((count, location) => count + location.positions.length, 0);
  }

  /** Asks the browser for the visitor's position and sorts by it; resolves when known or refused. */
  async sortByDistance(): Promise<void> {
    this.locating = 'busy';
    const origin = await this.locate();
    runInAction(() => {
      this.origin = origin;
      this.locating = origin ? 'done' : 'denied';
    });
  }
}
