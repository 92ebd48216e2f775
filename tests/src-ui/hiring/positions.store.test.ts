import 'reflect-metadata';
import type { PositionAtr } from '../../../src-domain/positions/positions-api.port';
import { POSITIONS_PAGE_SIZE, PositionsStore } from '../../../src-ui/hiring/positions.store';
import { FakePositionsApi } from '../../fakes/positions-api.fake';

const atr = (id: number, status: string): PositionAtr => ({
  id,
  status,
  headcount: 2,
  reason: 'Summer patio season',
  createdAt: '2026-05-01T10:00:00.000Z',
  requestedBy: 'Marco Manager',
});

function api(): FakePositionsApi {
  const fake = new FakePositionsApi();
  fake.settingsByBrand.set(7, { levels: ['ENTRY', 'LEAD'], managementMode: 'CENTRALIZED' });
  fake.byBrand.set(7, [
    { category: 'BOH', positions: [{ id: 2, title: 'Line cook', locationName: 'Downtown' }] },
    {
      category: 'FOH',
      positions: Array.from({ length: POSITIONS_PAGE_SIZE }, (_, index) => ({
        id: 100 + index,
        title: `Server ${index}`,
        locationName: 'Downtown',
      })),
    },
  ]);
  fake.atrsByPosition.set('7:100', [atr(2, 'APPROVED'), atr(1, 'PENDING')]);
  return fake;
}

describe('PositionsStore', () => {
  it('shows the settings and the positions by category in the lookup’s order, paged here', async () => {
    const fake = api();
    const store = new PositionsStore(fake);
    const shown = store.show(7);
    expect(store.view).toEqual({ kind: 'loading' });
    await shown;
    expect(store.view).toMatchObject({
      kind: 'ready',
      value: {
        settings: { levels: ['ENTRY', 'LEAD'], managementMode: 'CENTRALIZED' },
        atrStatuses: ['PENDING', 'APPROVED', 'REJECTED', 'FILLED'],
      },
    });
    expect(store.total).toBe(POSITIONS_PAGE_SIZE + 1);
    expect(store.pageRows[0]).toEqual({
      id: 100,
      title: 'Server 0',
      locationName: 'Downtown',
      category: 'FOH',
    });
    store.page(POSITIONS_PAGE_SIZE);
    expect(store.pageRows).toEqual([
      { id: 2, title: 'Line cook', locationName: 'Downtown', category: 'BOH' },
    ]);
    expect(fake.calls).toEqual(
      expect.arrayContaining(['positionTypes', 'settings:7', 'positionsByCategory:7']),
    );
  });

  it('keeps a failure with its code, and retry reads again', async () => {
    const fake = new FakePositionsApi();
    const store = new PositionsStore(fake);
    await store.show(9);
    expect(store.view).toEqual({ kind: 'failed', code: 'BRAND.FORBIDDEN' });
    fake.settingsByBrand.set(9, { levels: [], managementMode: undefined });
    fake.byBrand.set(9, []);
    await store.retry();
    expect(store.view).toMatchObject({ kind: 'ready', value: { positions: [] } });
  });

  it('opens a position’s approvals to recruit and narrows them by status', async () => {
    const fake = api();
    const store = new PositionsStore(fake);
    await store.show(7);
    await store.openAtrs(store.pageRows[0]!);
    expect(store.dialog).toMatchObject({
      filter: 'ALL',
      atrs: { kind: 'ready', value: [atr(2, 'APPROVED'), atr(1, 'PENDING')] },
    });
    await store.filterAtrs('PENDING');
    expect(store.dialog).toMatchObject({
      filter: 'PENDING',
      atrs: { kind: 'ready', value: [atr(1, 'PENDING')] },
    });
    expect(fake.calls).toEqual(expect.arrayContaining(['atrs:7:100:ALL', 'atrs:7:100:PENDING']));
    store.closeAtrs();
    expect(store.dialog).toBeUndefined();
  });

  it('keeps the ATR refusal with its code for the dialog', async () => {
    const fake = api();
    fake.atrForbidden.add(7);
    const store = new PositionsStore(fake);
    await store.show(7);
    await store.openAtrs(store.pageRows[1]!);
    expect(store.dialog?.atrs).toEqual({ kind: 'failed', code: 'POSITIONS.ATR_FORBIDDEN' });
  });

  it('keeps only the latest filter’s answer when an earlier one comes late', async () => {
    const fake = api();
    const store = new PositionsStore(fake);
    await store.show(7);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = fake.atrs.bind(fake);
    fake.atrs = async (brandId, positionId, filter) => {
      if (filter === 'ALL') await held;
      return read(brandId, positionId, filter);
    };
    const first = store.openAtrs(store.pageRows[0]!);
    await store.filterAtrs('APPROVED');
    release();
    await first;
    expect(store.dialog).toMatchObject({
      filter: 'APPROVED',
      atrs: { kind: 'ready', value: [atr(2, 'APPROVED')] },
    });
  });
});
