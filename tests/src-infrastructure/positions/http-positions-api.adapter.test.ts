import 'reflect-metadata';
import { HttpPositionsApi } from '../../../src-infrastructure/positions/http-positions-api.adapter';
import { BRAND_READ_MAX_AGE_MS } from '../../../src-infrastructure/brands/http-brands-api.adapter';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';

describe('HttpPositionsApi', () => {
  it('asks the page cache (stale-while-revalidate) for the type lookup and the settings, never for the positions (spec 001 §7)', async () => {
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/position_type_lookup', () => ({ categories: [], levels: [], atr_statuses: [] }))
      .on('GET', '/v1/brands/3/positions/settings', () => ({
        level: 'ENTRY',
        position_management_mode: null,
      }))
      .on('GET', '/v1/category_positions', () => ({ categories: [] }));
    const api = new HttpPositionsApi(gateway);
    await api.positionTypes();
    await api.settings(3);
    await api.positionsByCategory(3);
    expect(gateway.requests.map((request) => [request.path, request.cache])).toEqual([
      ['/v1/position_type_lookup', { maxAgeMs: BRAND_READ_MAX_AGE_MS }],
      ['/v1/brands/3/positions/settings', { maxAgeMs: BRAND_READ_MAX_AGE_MS }],
      ['/v1/category_positions', undefined],
    ]);
  });
});
