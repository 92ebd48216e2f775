import { serializeBootData } from '../../src/boot-data';
import { testAppConfig } from '../support/test-config';

describe('serializeBootData', () => {
  it('cannot close its script element or start markup, and parses back to the same data', () => {
    const hostile = '</script><script>alert(1)</script>&\u2028\u2029';
    const text = serializeBootData({ config: testAppConfig, language: 'en', resources: { title: hostile } });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({
      config: testAppConfig,
      language: 'en',
      resources: { title: hostile },
    });
  });
});
