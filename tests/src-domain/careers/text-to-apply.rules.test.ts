import {
  isValidSmsCode,
  normalizeSmsCode,
  smsCodeCandidates,
  textToApplyEmail,
  textToApplyTurn,
} from '../../../src-domain/index';

describe('text-to-apply codes', () => {
  it('derives codes from the first word of the title, numbered after the first', () => {
    expect(smsCodeCandidates('Patio server').slice(0, 3)).toEqual(['PATIO', 'PATIO2', 'PATIO3']);
    expect(smsCodeCandidates('Crème brûlée chef')[0]).toBe('CREME');
    expect(smsCodeCandidates('Dishwasher')[0]).toBe('DISHWASH');
    expect(smsCodeCandidates('Stop the line cook')[0]).toBe('THE');
    expect(smsCodeCandidates('¿? 1 2')[0]).toBe('JOB');
    expect(smsCodeCandidates('Stop')[0]).toBe('JOB');
    for (const code of smsCodeCandidates('Line cook')) expect(isValidSmsCode(code)).toBe(true);
  });

  it('accepts 3 to 10 letters or digits starting with a letter, never an SMS keyword', () => {
    expect(normalizeSmsCode(' patio ')).toBe('PATIO');
    expect(isValidSmsCode('PATIO')).toBe(true);
    expect(isValidSmsCode('P2')).toBe(false);
    expect(isValidSmsCode('2PATIO')).toBe(false);
    expect(isValidSmsCode('PATIOSERVER')).toBe(false);
    for (const word of ['STOP', 'START', 'YES', 'SKIP', 'HELP', 'UNSUBSCRIBE'])
      expect(isValidSmsCode(word)).toBe(false);
  });
});

describe('the text-to-apply conversation', () => {
  it('asks for the first name, then the e-mail or SKIP, then consent or a link', () => {
    expect(textToApplyTurn('FIRST_NAME', ' Rosa ', false)).toEqual({ kind: 'ASK_EMAIL', firstName: 'Rosa' });
    expect(textToApplyTurn('FIRST_NAME', '   ', false)).toEqual({ kind: 'ASK_FIRST_NAME_AGAIN' });
    expect(textToApplyTurn('EMAIL', 'Skip.', false)).toEqual({ kind: 'ASK_CONSENT', email: undefined });
    expect(textToApplyTurn('EMAIL', 'Rosa@Example.test', true)).toEqual({
      kind: 'SEND_LINK',
      email: 'rosa@example.test',
    });
    expect(textToApplyTurn('EMAIL', 'rosa at example', false)).toEqual({ kind: 'ASK_EMAIL_AGAIN' });
    expect(textToApplyTurn('CONSENT', 'yes!', false)).toEqual({ kind: 'APPLY' });
    expect(textToApplyTurn('CONSENT', 'maybe', false)).toEqual({ kind: 'ASK_CONSENT_AGAIN' });
    for (const step of ['LINK_SENT', 'APPLYING', 'APPLIED'] as const)
      expect(textToApplyTurn(step, 'YES', false)).toEqual({ kind: 'NONE' });
  });

  it('gives a phone without an e-mail one address of its own', () => {
    expect(textToApplyEmail('+1 (415) 555-0101')).toBe('sms-14155550101@text-to-apply.invalid');
  });
});
