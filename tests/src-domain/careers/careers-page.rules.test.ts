import type { CareersLocation } from '../../../src-domain/careers/careers-page.model';
import {
  distanceKm,
  filterCareers,
  inkFor,
  sortByDistance,
} from '../../../src-domain/careers/careers-page.rules';

const position = (id: number, title: string, category = 'Front of house') => ({
  id,
  title,
  category,
  employmentType: undefined,
  pay: undefined,
  postedAt: '2026-11-01T00:00:00Z',
});

const location = (
  id: number,
  name: string,
  titles: string[],
  at?: { latitude: number; longitude: number },
  address?: string,
): CareersLocation => ({
  id,
  name,
  address,
  latitude: at?.latitude,
  longitude: at?.longitude,
  positions: titles.map((title, index) => position(id * 10 + index, title)),
});

const PORTLAND = { latitude: 45.52, longitude: -122.68 };
const SEATTLE = { latitude: 47.61, longitude: -122.33 };
const SALEM = { latitude: 44.94, longitude: -123.03 };

describe('filterCareers', () => {
  const locations = [
    location(1, 'Harbor Grill Portland Downtown', ['Patio Server', 'Line Cook'], PORTLAND, '1 Café Street'),
    location(2, 'Harbor Grill Seattle', ['Server'], SEATTLE),
  ];

  it('keeps every location with positions when nothing is chosen', () => {
    expect(filterCareers(locations, { locationId: undefined, text: '  ' }).map((l) => l.id)).toEqual([1, 2]);
  });

  it('keeps the chosen location only', () => {
    expect(filterCareers(locations, { locationId: 2, text: '' }).map((l) => l.id)).toEqual([2]);
  });

  it('matches every word in title, category, name or address, ignoring case and accents', () => {
    const found = filterCareers(locations, { locationId: undefined, text: 'CAFE patio' });
    expect(found.map((l) => l.positions.map((p) => p.title))).toEqual([['Patio Server']]);
    expect(filterCareers(locations, { locationId: undefined, text: 'front seattle' })[0]!.id).toBe(2);
  });

  it('drops locations left with no position', () => {
    expect(filterCareers(locations, { locationId: undefined, text: 'sommelier' })).toEqual([]);
  });
});

describe('distanceKm', () => {
  it('is zero at the same point and about 234 km from Portland to Seattle', () => {
    expect(distanceKm(PORTLAND, PORTLAND)).toBe(0);
    expect(distanceKm(PORTLAND, SEATTLE)).toBeGreaterThan(225);
    expect(distanceKm(PORTLAND, SEATTLE)).toBeLessThan(245);
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and locations without coordinates last, in their order', () => {
    const sorted = sortByDistance(
      [
        location(1, 'No place A', ['A']),
        location(2, 'Seattle', ['B'], SEATTLE),
        location(3, 'No place B', ['C']),
        location(4, 'Salem', ['D'], SALEM),
        location(5, 'Salem again', ['E'], SALEM),
      ],
      PORTLAND,
    );
    expect(sorted.map((l) => l.id)).toEqual([4, 5, 2, 1, 3]);
    expect(sorted[0]!.distanceKm).toBeGreaterThan(0);
    expect(sorted[3]!.distanceKm).toBeUndefined();
    expect(sorted[0]).not.toHaveProperty('index');
  });
});

describe('inkFor', () => {
  it('answers white on a dark colour and black on a light one', () => {
    expect(inkFor('0,0,0')).toBe('255,255,255');
    expect(inkFor('20,60,120')).toBe('255,255,255');
    expect(inkFor('255,255,255')).toBe('0,0,0');
    expect(inkFor('250,220,90')).toBe('0,0,0');
    expect(inkFor('')).toBe('255,255,255');
  });
});
