import { makeAutoObservable, runInAction } from 'mobx';
import type { CareersLocation } from '../../src-domain/careers/careers-page.model';
import {
  CAREERS_LOCATIONS_PER_PAGE,
  filterCareers,
  sortByDistance,
  type GeoPoint,
} from '../../src-domain/careers/careers-page.rules';

/** The visitor's position, or undefined when they refuse or the browser has none. */
export type LocateVisitor = () => Promise<GeoPoint | undefined>;

/**
 * A careers page's list (issue #38): the filter the visitor set (location, text) and, once they
 * allowed it, their position, by which the locations are sorted nearest first. The first
 * CAREERS_LOCATIONS_PER_PAGE of them are listed, and as many more at each showMore(); a new
 * filter or order starts from the first page again.
 */
export class CareersListStore {
  locationId: number | undefined = undefined;
  text = '';
  origin: GeoPoint | undefined = undefined;
  locating: 'idle' | 'busy' | 'denied' | 'done' = 'idle';
  limit = CAREERS_LOCATIONS_PER_PAGE;

  constructor(
    readonly locations: readonly CareersLocation[],
    private readonly locate: LocateVisitor,
  ) {
    makeAutoObservable<CareersListStore, 'locate'>(this, { locations: false, locate: false });
  }

  setLocation(id: number | undefined): void {
    this.locationId = id;
    this.limit = CAREERS_LOCATIONS_PER_PAGE;
  }
  setText(text: string): void {
    this.text = text;
    this.limit = CAREERS_LOCATIONS_PER_PAGE;
  }
  showMore(): void {
    this.limit += CAREERS_LOCATIONS_PER_PAGE;
  }

  /** What the list shows: filtered, then nearest first when the position is known. */
  get shown(): (CareersLocation & { readonly distanceKm?: number | undefined })[] {
    const filtered = filterCareers(this.locations, { locationId: this.locationId, text: this.text });
    return this.origin ? sortByDistance(filtered, this.origin) : filtered;
  }

  /** The locations listed now: the first `limit` of `shown`. */
  get listed(): CareersListStore['shown'] {
    return this.shown.slice(0, this.limit);
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
      this.limit = CAREERS_LOCATIONS_PER_PAGE;
    });
  }
}
