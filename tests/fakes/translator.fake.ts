import type { Language } from '../../src-domain/language/language.rules';
import type { TranslatorPort } from '../../src-domain/language/translator.port';

/** In-memory TranslatorPort: changes apply at once and notify listeners. */
export class FakeTranslator implements TranslatorPort {
  private readonly listeners = new Set<(language: Language) => void>();

  constructor(public language: Language = 'en') {}

  async changeLanguage(language: Language): Promise<void> {
    this.language = language;
    this.listeners.forEach((listener) => listener(language));
  }

  onLanguageChanged(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
