import { token } from '../shared/token';
import type { Language } from './language.rules';

/**
 * The active language and its changes, as the product needs them. Implemented over the
 * translation library; the adapter also keeps the document's `lang` and `dir` in step.
 */
export interface TranslatorPort {
  /** The language the texts are shown in now. */
  readonly language: Language;
  /** Switches the texts (loading the language's resources first); rejects when they cannot load. */
  changeLanguage(language: Language): Promise<void>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  onLanguageChanged(listener: (language: Language) => void): () => void;
}
export const TranslatorPort = token<TranslatorPort>('domain.translator');
