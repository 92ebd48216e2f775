import { ATTESTATION_LIMITS } from '../../../src-domain/attestation/attestation-limits.rules';
import {
  staticFieldProblems,
  withoutBlankLanguages,
} from '../../../src-domain/attestation/static-field.rules';

describe('staticFieldProblems', () => {
  it('accepts English text with other languages optional', () => {
    expect(staticFieldProblems({ en: 'I certify my answers are true.' })).toEqual([]);
  });

  it('needs the English text, blank counting as none', () => {
    expect(staticFieldProblems({ en: '   ', ar: 'أقر بأن إجاباتي صحيحة.' })).toEqual([
      { code: 'ATTESTATION.TEXT_MISSING', field: 'text.en' },
    ]);
  });

  it('counts characters, not UTF-16 units, and names each language over the limit', () => {
    const limit = ATTESTATION_LIMITS.staticFieldText;
    expect(staticFieldProblems({ en: 'x', ar: '😀'.repeat(limit) })).toEqual([]);
    expect(staticFieldProblems({ en: 'x'.repeat(limit + 1), tr: 'ç'.repeat(limit + 1) })).toEqual([
      { code: 'ATTESTATION.TEXT_TOO_LONG', field: 'text.en' },
      { code: 'ATTESTATION.TEXT_TOO_LONG', field: 'text.tr' },
    ]);
  });
});

describe('withoutBlankLanguages', () => {
  it('drops empty and blank languages and keeps the rest as typed', () => {
    const text = { en: ' Sign here ', fr: '', de: '  ' };
    expect(withoutBlankLanguages(text)).toEqual({ en: ' Sign here ' });
    expect(text).toEqual({ en: ' Sign here ', fr: '', de: '  ' });
  });
});
