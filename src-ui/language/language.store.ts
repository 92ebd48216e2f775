import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { directionOf, type Language } from '../../src-domain/language/language.rules';
import { TranslatorPort } from '../../src-domain/language/translator.port';

/** The active language and its text direction, for views that lay out by direction. */
@injectable()
export class LanguageStore {
  language: Language;

  constructor(@inject(TranslatorPort) private readonly translator: TranslatorPort) {
    this.language = translator.language;
    makeAutoObservable<LanguageStore, 'translator'>(this, { translator: false });
    translator.onLanguageChanged((language) => this.setLanguage(language));
  }

  get direction(): 'ltr' | 'rtl' {
    return directionOf(this.language);
  }

  setLanguage(language: Language): void {
    this.language = language;
  }
}
