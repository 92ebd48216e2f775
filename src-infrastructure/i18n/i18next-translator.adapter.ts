import type { i18n } from 'i18next';
import { inject, injectable } from 'inversify';
import { FALLBACK_LANGUAGE, sanitizeLanguage, type Language } from '../../src-domain/language/language.rules';
import type { TranslatorPort } from '../../src-domain/language/translator.port';
import { I18nextInstance } from './i18next-instance.token';

/** TranslatorPort over an i18next instance. */
@injectable()
export class I18nextTranslator implements TranslatorPort {
  constructor(@inject(I18nextInstance) private readonly i18n: i18n) {}

  get language(): Language {
    return sanitizeLanguage(this.i18n.resolvedLanguage ?? this.i18n.language) ?? FALLBACK_LANGUAGE;
  }

  async changeLanguage(language: Language): Promise<void> {
    await this.i18n.changeLanguage(language);
  }

  onLanguageChanged(listener: (language: Language) => void): () => void {
    const handler = (language: string) => listener(sanitizeLanguage(language) ?? FALLBACK_LANGUAGE);
    this.i18n.on('languageChanged', handler);
    return () => this.i18n.off('languageChanged', handler);
  }
}
