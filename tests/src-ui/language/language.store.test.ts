import { LanguageStore } from '../../../src-ui/language/language.store';
import { createTestContainer } from '../../support/test-container';

describe('LanguageStore', () => {
  it('starts from the translator and follows its changes, with the direction of each language', async () => {
    const { container, fakes } = createTestContainer();
    const store = container.get(LanguageStore);
    expect(store.language).toBe('en');
    expect(store.direction).toBe('ltr');
    await fakes.translator.changeLanguage('ar');
    expect(store.language).toBe('ar');
    expect(store.direction).toBe('rtl');
  });

  it('is one instance per container', () => {
    const { container } = createTestContainer();
    expect(container.get(LanguageStore)).toBe(container.get(LanguageStore));
  });
});
