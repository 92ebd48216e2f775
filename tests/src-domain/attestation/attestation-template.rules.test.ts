import {
  attestationProblems,
  editMakesNewVersion,
  isFlaggedAnswer,
  missingLanguages,
  textFor,
} from '../../../src-domain/attestation/attestation-template.rules';
import type { AttestationDraft } from '../../../src-domain/attestation/attestation.model';

const draft = (overrides: Partial<AttestationDraft> = {}): AttestationDraft => ({
  type: 'YES_NO',
  required: true,
  defaultLanguage: 'en',
  text: { en: 'Did you take your meal break?' },
  options: [],
  flagRule: { answers: ['NO'], actions: ['RECORD_BREAK_WAIVER'] },
  targeting: { brandIds: [], positionCategories: [], minShiftMinutes: 300 },
  effectiveFrom: '2026-01-01',
  effectiveTo: undefined,
  ...overrides,
});
const codes = (value: AttestationDraft) => attestationProblems(value).map((problem) => problem.code);

describe('attestationProblems', () => {
  it('accepts a complete question', () => {
    expect(attestationProblems(draft())).toEqual([]);
  });

  it('needs options on a choice question and refuses them elsewhere', () => {
    expect(codes(draft({ type: 'SINGLE_CHOICE', flagRule: undefined }))).toEqual([
      'ATTESTATION.OPTIONS_REQUIRED',
    ]);
    expect(codes(draft({ options: [{ key: 'A', text: { en: 'A' } }] }))).toContain(
      'ATTESTATION.OPTIONS_NOT_ALLOWED',
    );
  });

  it('refuses duplicate or malformed option keys and options without default text', () => {
    const options = [
      { key: 'SAME', text: { en: 'One' } },
      { key: 'SAME', text: { es: 'Dos' } },
      { key: 'bad key', text: { en: 'Three' } },
    ];
    expect(codes(draft({ type: 'MULTIPLE_CHOICE', options, flagRule: undefined }))).toEqual([
      'ATTESTATION.OPTION_DUPLICATE',
      'ATTESTATION.OPTION_TEXT_MISSING',
      'ATTESTATION.OPTION_KEY_INVALID',
    ]);
  });

  it('refuses a flag rule naming an answer the question cannot get, or with no action', () => {
    expect(codes(draft({ flagRule: { answers: ['MAYBE'], actions: ['NOTIFY_MANAGER'] } }))).toEqual([
      'ATTESTATION.FLAG_ANSWER_UNKNOWN',
    ]);
    expect(codes(draft({ flagRule: { answers: ['NO'], actions: [] } }))).toEqual([
      'ATTESTATION.FLAG_ACTIONS_REQUIRED',
    ]);
    expect(codes(draft({ type: 'FREE_TEXT' }))).toEqual(['ATTESTATION.FLAG_NOT_ALLOWED']);
  });

  it('refuses effective_to before effective_from and impossible dates', () => {
    expect(codes(draft({ effectiveFrom: '2026-03-01', effectiveTo: '2026-02-28' }))).toEqual([
      'ATTESTATION.EFFECTIVE_RANGE',
    ]);
    expect(codes(draft({ effectiveTo: '2026-03-01' }))).toEqual([]);
    expect(codes(draft({ effectiveFrom: '2026-02-30' }))).toEqual(['ATTESTATION.DATE_INVALID']);
  });

  it('bounds texts in characters and the shift threshold', () => {
    expect(codes(draft({ text: { en: 'é'.repeat(500) } }))).toEqual([]);
    expect(codes(draft({ text: { en: 'ok', ar: 'ب'.repeat(501) } }))).toEqual(['ATTESTATION.TEXT_TOO_LONG']);
    expect(codes(draft({ text: { ar: 'سؤال' } }))).toEqual(['ATTESTATION.TEXT_MISSING']);
    expect(codes(draft({ targeting: { brandIds: [], positionCategories: [], minShiftMinutes: 0 } }))).toEqual(
      ['ATTESTATION.SHIFT_THRESHOLD'],
    );
  });
});

describe('languages', () => {
  it('shows the employee language, else the default, else any text', () => {
    const text = { en: 'Break?', ar: 'استراحة؟' };
    expect(textFor(text, 'ar', 'en')).toEqual({ text: 'استراحة؟', language: 'ar' });
    expect(textFor(text, 'fr', 'en')).toEqual({ text: 'Break?', language: 'en' });
    expect(textFor({ es: 'Descanso' }, 'fr', 'en')).toEqual({ text: 'Descanso', language: 'es' });
    expect(textFor({}, 'fr', 'en')).toBeUndefined();
  });

  it('lists languages missing in the question or any option', () => {
    const question = draft({
      type: 'SINGLE_CHOICE',
      text: { en: 'Q', es: 'P', fr: 'Q', de: 'F', ru: 'В', pl: 'P', tr: 'S', ar: 'س' },
      options: [
        { key: 'A', text: { en: 'A', es: 'A', fr: 'A', de: 'A', ru: 'A', pl: 'A', tr: 'A', ar: 'أ' } },
        { key: 'B', text: { en: 'B' } },
      ],
    });
    expect(missingLanguages(question)).toEqual(['es', 'fr', 'de', 'ru', 'pl', 'tr', 'ar']);
    expect(missingLanguages(draft())).toEqual(['es', 'fr', 'de', 'ru', 'pl', 'tr', 'ar']);
  });
});

describe('flags and versions', () => {
  it('flags an answer the rule names', () => {
    expect(isFlaggedAnswer({ answers: ['NO'], actions: ['NOTIFY_MANAGER'] }, ['NO'])).toBe(true);
    expect(isFlaggedAnswer({ answers: ['NO'], actions: ['NOTIFY_MANAGER'] }, ['YES'])).toBe(false);
    expect(isFlaggedAnswer(undefined, ['NO'])).toBe(false);
  });

  it('makes a new version only once the current one has answers', () => {
    expect(editMakesNewVersion(0)).toBe(false);
    expect(editMakesNewVersion(3)).toBe(true);
  });
});
