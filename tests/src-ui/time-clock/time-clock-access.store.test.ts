import { TimeClockAccessStore } from '../../../src-ui/time-clock/time-clock-access.store';
import { FakeTimeClockApi } from '../../fakes/time-clock-api.fake';

describe('TimeClockAccessStore', () => {
  it('learns once whether the person may punch anywhere', async () => {
    const api = new FakeTimeClockApi();
    const overview = jest.spyOn(api, 'overview');
    const access = new TimeClockAccessStore(api);
    expect(access.hasLocations).toBeUndefined();
    await access.check();
    await access.check();
    expect(access.hasLocations).toBe(true);
    expect(overview).toHaveBeenCalledTimes(1);
  });

  it('says no for a person with no location, and tries a failed read again', async () => {
    const api = new FakeTimeClockApi();
    api.overviewValue = { ...api.overviewValue, locations: [] };
    api.offline = true;
    const access = new TimeClockAccessStore(api);
    await access.check();
    expect(access.hasLocations).toBeUndefined();
    api.offline = false;
    await access.check();
    expect(access.hasLocations).toBe(false);
  });
});
