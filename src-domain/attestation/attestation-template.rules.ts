import { DateTime } from 'luxon';
import { SUPPORTED_LANGUAGES, type Language } from '../language/language.rules';
import { ATTESTATION_LIMITS } from './attestation-limits.rules';
import {
  ACKNOWLEDGEMENT_ANSWERS,
  YES_NO_ANSWERS,
  type AttestationDraft,
  type LocalizedText,
  type QuestionType,
} from './attestation.model';

/** Why a question cannot be saved; each is answered 400 with this code by the server. */
export type AttestationProblemCode =
  | 'ATTESTATION.TEXT_MISSING'
  | 'ATTESTATION.TEXT_TOO_LONG'
  | 'ATTESTATION.OPTIONS_REQUIRED'
  | 'ATTESTATION.OPTIONS_NOT_ALLOWED'
  | 'ATTESTATION.OPTIONS_TOO_MANY'
  | 'ATTESTATION.OPTION_KEY_INVALID'
  | 'ATTESTATION.OPTION_DUPLICATE'
  | 'ATTESTATION.OPTION_TEXT_MISSING'
  | 'ATTESTATION.FLAG_NOT_ALLOWED'
  | 'ATTESTATION.FLAG_ANSWER_UNKNOWN'
  | 'ATTESTATION.FLAG_ACTIONS_REQUIRED'
  | 'ATTESTATION.DATE_INVALID'
  | 'ATTESTATION.EFFECTIVE_RANGE'
  | 'ATTESTATION.SHIFT_THRESHOLD';

/** One problem and the field it is about ('text.ar', 'options.1.text.en', 'effectiveTo', …). */
export interface AttestationProblem {
  readonly code: AttestationProblemCode;
  readonly field: string;
}

const OPTION_KEY = /^[A-Z0-9_]{1,32}$/;

/** True for the types whose answers are chosen among options. */
export function hasOptions(type: QuestionType): boolean {
  return type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
}

/** The answers a flag rule may name for a question: option keys, YES/NO or DECLINED. */
export function flaggableAnswers(draft: Pick<AttestationDraft, 'type' | 'options'>): readonly string[] {
  switch (draft.type) {
    case 'YES_NO':
      return YES_NO_ANSWERS;
    case 'ACKNOWLEDGEMENT':
      return [ACKNOWLEDGEMENT_ANSWERS[1]];
    case 'FREE_TEXT':
      return [];
    default:
      return draft.options.map((option) => option.key);
  }
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;
}

function textProblems(text: LocalizedText, field: string, limit: number): AttestationProblem[] {
  const problems: AttestationProblem[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const value = text[language];
    if (value !== undefined && [...value].length > limit) {
      problems.push({ code: 'ATTESTATION.TEXT_TOO_LONG', field: `${field}.${language}` });
    }
  }
  return problems;
}

/**
 * Every reason the draft cannot be saved, in field order; empty when it can. Rules: text in the
 * default language; texts within ATTESTATION_LIMITS; choice questions have 2–20 options with
 * distinct valid keys and default-language text, other types none; a flag rule names only
 * answers the question can get and at least one action (free text takes none); effective dates
 * are calendar dates with `effectiveTo` not before `effectiveFrom`; the shift threshold is 1 min–24 h.
 */
export function attestationProblems(draft: AttestationDraft): readonly AttestationProblem[] {
  const problems: AttestationProblem[] = [];
  if (!draft.text[draft.defaultLanguage]?.trim()) {
    problems.push({ code: 'ATTESTATION.TEXT_MISSING', field: `text.${draft.defaultLanguage}` });
  }
  problems.push(...textProblems(draft.text, 'text', ATTESTATION_LIMITS.questionText));
  if (hasOptions(draft.type)) {
    if (draft.options.length < ATTESTATION_LIMITS.optionsMin) {
      problems.push({ code: 'ATTESTATION.OPTIONS_REQUIRED', field: 'options' });
    }
    if (draft.options.length > ATTESTATION_LIMITS.optionsMax) {
      problems.push({ code: 'ATTESTATION.OPTIONS_TOO_MANY', field: 'options' });
    }
    const seen = new Set<string>();
    draft.options.forEach((option, index) => {
      if (!OPTION_KEY.test(option.key)) {
        problems.push({ code: 'ATTESTATION.OPTION_KEY_INVALID', field: `options.${index}.key` });
      } else if (seen.has(option.key)) {
        problems.push({ code: 'ATTESTATION.OPTION_DUPLICATE', field: `options.${index}.key` });
      }
      seen.add(option.key);
      if (!option.text[draft.defaultLanguage]?.trim()) {
        problems.push({
          code: 'ATTESTATION.OPTION_TEXT_MISSING',
          field: `options.${index}.text.${draft.defaultLanguage}`,
        });
      }
      problems.push(...textProblems(option.text, `options.${index}.text`, ATTESTATION_LIMITS.optionText));
    });
  } else if (draft.options.length > 0) {
    problems.push({ code: 'ATTESTATION.OPTIONS_NOT_ALLOWED', field: 'options' });
  }
  if (draft.flagRule) {
    const allowed = flaggableAnswers(draft);
    if (allowed.length === 0) {
      problems.push({ code: 'ATTESTATION.FLAG_NOT_ALLOWED', field: 'flagRule' });
    } else {
      draft.flagRule.answers.forEach((answer, index) => {
        if (!allowed.includes(answer)) {
          problems.push({ code: 'ATTESTATION.FLAG_ANSWER_UNKNOWN', field: `flagRule.answers.${index}` });
        }
      });
      if (draft.flagRule.answers.length > 0 && draft.flagRule.actions.length === 0) {
        problems.push({ code: 'ATTESTATION.FLAG_ACTIONS_REQUIRED', field: 'flagRule.actions' });
      }
    }
  }
  const minutes = draft.targeting.minShiftMinutes;
  if (
    minutes !== undefined &&
    (!Number.isInteger(minutes) || minutes < 1 || minutes > ATTESTATION_LIMITS.minShiftMinutesMax)
  ) {
    problems.push({ code: 'ATTESTATION.SHIFT_THRESHOLD', field: 'targeting.minShiftMinutes' });
  }
  const fromValid = isIsoDate(draft.effectiveFrom);
  if (!fromValid) problems.push({ code: 'ATTESTATION.DATE_INVALID', field: 'effectiveFrom' });
  if (draft.effectiveTo !== undefined) {
    if (!isIsoDate(draft.effectiveTo)) {
      problems.push({ code: 'ATTESTATION.DATE_INVALID', field: 'effectiveTo' });
    } else if (fromValid && draft.effectiveTo < draft.effectiveFrom) {
      problems.push({ code: 'ATTESTATION.EFFECTIVE_RANGE', field: 'effectiveTo' });
    }
  }
  return problems;
}

/**
 * The text an employee reading `language` sees: their language's text when it has some, else
 * the default language's, else the first language with text (in SUPPORTED_LANGUAGES order);
 * `language` says which one was used. Undefined when no language has text.
 */
export function textFor(
  text: LocalizedText,
  language: Language,
  defaultLanguage: Language,
): { readonly text: string; readonly language: Language } | undefined {
  for (const candidate of [language, defaultLanguage, ...SUPPORTED_LANGUAGES]) {
    const value = text[candidate]?.trim();
    if (value) return { text: text[candidate]!, language: candidate };
  }
  return undefined;
}

/**
 * The languages a question is missing: those where the question or any option has no text
 * (employees reading them see the default language). In SUPPORTED_LANGUAGES order.
 */
export function missingLanguages(draft: Pick<AttestationDraft, 'text' | 'options' | 'type'>): Language[] {
  const texts = [draft.text, ...(hasOptions(draft.type) ? draft.options.map((option) => option.text) : [])];
  return SUPPORTED_LANGUAGES.filter((language) => texts.some((text) => !text[language]?.trim()));
}

/**
 * Whether an answer raises a flag: any of `answers` (option keys, YES/NO, ACKNOWLEDGED/DECLINED)
 * is named by the flag rule. False without a rule.
 */
export function isFlaggedAnswer(rule: AttestationDraft['flagRule'], answers: readonly string[]): boolean {
  if (!rule) return false;
  return answers.some((answer) => rule.answers.includes(answer));
}

/**
 * Whether saving an edit makes a new version: yes once the current version has answers (they
 * must keep pointing at what they answered); otherwise the current version is changed in place.
 */
export function editMakesNewVersion(answersOfCurrentVersion: number): boolean {
  return answersOfCurrentVersion > 0;
}
