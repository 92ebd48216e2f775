import {
  careersSlug,
  draftProblems,
  jobPostingData,
  needsApproval,
  nextStatuses,
  numberQuestions,
  screenAnswers,
  scriptSafeJson,
  type PositionDraft,
} from '../../../src-domain/index';

const draft = (fields: Partial<PositionDraft> = {}): PositionDraft => ({
  title: 'Server',
  category: 'FOH',
  employmentType: 'PART_TIME',
  payMin: 1600,
  payMax: 2200,
  payPeriod: 'HOUR',
  description: '',
  questions: [],
  ...fields,
});
const CATEGORIES = ['FOH', 'BOH', 'MANAGEMENT'];

describe('position drafts', () => {
  it('accepts a full draft and one without pay', () => {
    expect(draftProblems(draft(), CATEGORIES)).toEqual([]);
    expect(
      draftProblems(draft({ payMin: undefined, payMax: undefined, payPeriod: undefined }), CATEGORIES),
    ).toEqual([]);
  });

  it('names what is wrong', () => {
    const codes = (fields: Partial<PositionDraft>) =>
      draftProblems(draft(fields), CATEGORIES).map((p) => p.code);
    expect(codes({ title: '  ' })).toEqual(['POSITIONS.TITLE_REQUIRED']);
    expect(codes({ title: 'x'.repeat(121) })).toEqual(['POSITIONS.TITLE_TOO_LONG']);
    expect(codes({ category: 'SPACE' })).toEqual(['POSITIONS.UNKNOWN_CATEGORY']);
    expect(codes({ payMin: 2300 })).toEqual(['POSITIONS.PAY_INVALID']);
    expect(codes({ payMax: undefined })).toEqual(['POSITIONS.PAY_INVALID']);
    expect(codes({ payPeriod: undefined })).toEqual(['POSITIONS.PAY_INVALID']);
    expect(codes({ payMin: 1.5 })).toEqual(['POSITIONS.PAY_INVALID']);
    expect(codes({ description: 'x'.repeat(5001) })).toEqual(['POSITIONS.DESCRIPTION_TOO_LONG']);
    const question = { id: 'q1', text: 'Q?', knockoutAnswer: undefined };
    expect(codes({ questions: Array(6).fill(question) })).toEqual(['POSITIONS.TOO_MANY_QUESTIONS']);
    expect(codes({ questions: [{ ...question, text: ' ' }] })).toEqual(['POSITIONS.QUESTION_INVALID']);
  });

  it('numbers questions in order', () => {
    expect(
      numberQuestions([
        { text: ' A? ', knockoutAnswer: 'NO' },
        { text: 'B?', knockoutAnswer: undefined },
      ]),
    ).toEqual([
      { id: 'q1', text: 'A?', knockoutAnswer: 'NO' },
      { id: 'q2', text: 'B?', knockoutAnswer: undefined },
    ]);
  });

  it('waits for an approval where the brand centralises positions or runs approvals to recruit', () => {
    expect(needsApproval({ managementMode: undefined, atrType: undefined })).toBe(false);
    expect(needsApproval({ managementMode: 'LOCAL', atrType: undefined })).toBe(false);
    expect(needsApproval({ managementMode: 'CENTRALIZED', atrType: undefined })).toBe(true);
    expect(needsApproval({ managementMode: undefined, atrType: 'MB' })).toBe(true);
  });

  it('moves statuses by hand only along OPEN ↔ PAUSED → CLOSED', () => {
    expect(nextStatuses('OPEN')).toEqual(['PAUSED', 'CLOSED']);
    expect(nextStatuses('PAUSED')).toEqual(['OPEN', 'CLOSED']);
    expect(nextStatuses('PENDING_APPROVAL')).toEqual(['CLOSED']);
    expect(nextStatuses('CLOSED')).toEqual([]);
  });
});

describe('screening', () => {
  const questions = numberQuestions([
    { text: '18 or older?', knockoutAnswer: 'NO' },
    { text: 'Car?', knockoutAnswer: undefined },
  ]);
  it('finds missing and unknown answers and knockouts', () => {
    expect(screenAnswers(questions, [{ questionId: 'q1', answer: 'YES' }])).toEqual({
      missing: ['q2'],
      unknown: [],
      knockedOut: false,
      knockedOutIds: [],
    });
    expect(
      screenAnswers(questions, [
        { questionId: 'q1', answer: 'NO' },
        { questionId: 'q2', answer: 'NO' },
        { questionId: 'q9', answer: 'NO' },
      ]),
    ).toEqual({ missing: [], unknown: ['q9'], knockedOut: true, knockedOutIds: ['q1'] });
  });
});

describe('job posting data', () => {
  const position = {
    id: 7,
    title: '</script><script>alert(1)</script>',
    category: 'FOH',
    employmentType: 'PART_TIME' as const,
    pay: { min: 1650, max: 2200, period: 'HOUR' as const },
    description: 'Line one\nLine two & more',
    postedAt: '2026-11-28T10:00:00.000Z',
    location: { id: 3, name: 'Harbor Grill Portland Downtown', address: undefined },
  };

  it('is a schema.org JobPosting with the pay in major units', () => {
    const data = jobPostingData(
      position,
      { name: 'Harbor Grill' },
      'https://x.test/careers/harbor-grill/7',
      'USD',
    );
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-28',
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Harbor Grill' },
      baseSalary: { currency: 'USD', value: { minValue: 16.5, maxValue: 22, unitText: 'HOUR' } },
    });
  });

  it('serialises so no stored text can close the script element', () => {
    const json = scriptSafeJson(jobPostingData(position, { name: 'A<b>' }, 'u', 'USD'));
    expect(json).not.toMatch(/[<>&]/);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).title).toBe(position.title);
  });
});

describe('careers slug', () => {
  it('is lower-case words joined by dashes', () => {
    expect(careersSlug('Harbor Grill')).toBe('harbor-grill');
    expect(careersSlug('  Café Ünïcode & Co. ')).toBe('cafe-unicode-co');
    expect(careersSlug('!!!')).toBe('');
  });
});
