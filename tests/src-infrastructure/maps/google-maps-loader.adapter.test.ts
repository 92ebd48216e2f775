import 'reflect-metadata';
import { setOptions, importLibrary } from '@googlemaps/js-api-loader';
import type { MapsLoadState } from '../../../src-domain/maps/maps-loader.port';
import {
  DEFAULT_MAPS_OPTIONS,
  GoogleMapsLoader,
  MAPS_LOAD_FAILED,
} from '../../../src-infrastructure/maps/google-maps-loader.adapter';
import { FakeTranslator } from '../../fakes/translator.fake';
import { testAppConfig } from '../../support/test-config';

jest.mock('@googlemaps/js-api-loader', () => ({ setOptions: jest.fn(), importLibrary: jest.fn() }));

describe('GoogleMapsLoader', () => {
  const config = { ...testAppConfig, mapsApiKey: 'maps-key' };
  beforeEach(() => {
    jest.mocked(setOptions).mockReset();
    jest.mocked(importLibrary).mockReset();
    delete window.gm_authFailure;
  });

  function loader(options = { ...DEFAULT_MAPS_OPTIONS, region: 'GB', channel: '7' }) {
    const subject = new GoogleMapsLoader(config, new FakeTranslator('fr'), options);
    const states: MapsLoadState[] = [];
    subject.onStateChange((state) => states.push(state));
    return { subject, states };
  }

  it('loads once with key, version, libraries, language, region and channel', async () => {
    jest.mocked(importLibrary).mockResolvedValue({} as never);
    const { subject, states } = loader();
    await Promise.all([subject.load(), subject.load()]);
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(setOptions).toHaveBeenCalledWith({
      key: 'maps-key',
      v: 'weekly',
      libraries: ['places', 'marker'],
      language: 'fr',
      region: 'GB',
      channel: '7',
    });
    expect(importLibrary).toHaveBeenCalledWith('maps');
    expect(states).toEqual(['loading', 'loaded']);
  });

  it("turns a load failure into 'failed' with the spec's message", async () => {
    jest.mocked(importLibrary).mockRejectedValue(new Error('network'));
    const { subject, states } = loader();
    await expect(subject.load()).rejects.toThrow(MAPS_LOAD_FAILED);
    expect(states).toEqual(['loading', 'failed']);
  });

  it("turns gm_authFailure into 'auth-failure', which wins over loaded", async () => {
    jest.mocked(importLibrary).mockResolvedValue({} as never);
    const { subject, states } = loader();
    await subject.load();
    window.gm_authFailure?.();
    expect(subject.state()).toBe('auth-failure');
    expect(states).toEqual(['loading', 'loaded', 'auth-failure']);
  });
});
