import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../language/language.rules';
import { ATTESTATION_LIMITS } from './attestation-limits.rules';
import type { AttestationProblem } from './attestation-template.rules';
import type { LocalizedText } from './attestation.model';

/**
 * Why a static text (disclaimer, certification, signature line) cannot be saved, in language
 * order; empty when it can. It needs text in FALLBACK_LANGUAGE (what an employee whose language
 * is missing reads), and every language at most `ATTESTATION_LIMITS.staticFieldText` characters
 * (code points, not UTF-16 units). Fields are `text.<language>`; the server answers each
 * problem 400 with its code.
 */
export function staticFieldProblems(text: LocalizedText): readonly AttestationProblem[] {
  const problems: AttestationProblem[] = [];
  if (!text[FALLBACK_LANGUAGE]?.trim()) {
    problems.push({ code: 'ATTESTATION.TEXT_MISSING', field: `text.${FALLBACK_LANGUAGE}` });
  }
  for (const language of SUPPORTED_LANGUAGES) {
    if ([...(text[language] ?? '')].length > ATTESTATION_LIMITS.staticFieldText) {
      problems.push({ code: 'ATTESTATION.TEXT_TOO_LONG', field: `text.${language}` });
    }
  }
  return problems;
}

/** The text without blank languages (what is stored and sent); never mutates `text`. */
export function withoutBlankLanguages(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value?.trim())) as LocalizedText;
}
