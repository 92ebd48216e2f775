/**
 * What a manager writes when opening or editing a position (issue #38), and the rules that
 * decide whether it may be saved and whether it goes straight to the careers page. Shared by the
 * editor (to say what is wrong before sending) and the gateway (to refuse it with a code).
 */

/** How a position is staffed. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'SEASONAL', 'TEMPORARY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** What the pay range is counted per. */
export const PAY_PERIODS = ['HOUR', 'YEAR'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/**
 * Where a position stands: OPEN is on the careers page and takes applications; PENDING_APPROVAL
 * waits for its approval to recruit; PAUSED is hidden and refuses applications for a while;
 * CLOSED is done.
 */
export const POSITION_STATUSES = ['OPEN', 'PENDING_APPROVAL', 'PAUSED', 'CLOSED'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

/** A yes/no answer to a screening question. */
export type ScreeningAnswer = 'YES' | 'NO';

/** Bounds of a draft (characters, counts). */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const QUESTION_MAX = 200;
export const QUESTIONS_MAX = 5;
/** The highest pay bound accepted, minor units (a yearly 10 000 000.00). */
export const PAY_MAX = 1_000_000_000;

/** A yes/no screening question; `knockoutAnswer` is the answer that marks an application, if any. */
export interface ScreeningQuestion {
  /** Stable within its position: `q1`, `q2`… */
  readonly id: string;
  readonly text: string;
  readonly knockoutAnswer: ScreeningAnswer | undefined;
}

/** What the editor sends; the pay bounds are minor units of the brand's currency. */
export interface PositionDraft {
  readonly title: string;
  /** A category code of position_type_lookup (FOH, BOH, MANAGEMENT). */
  readonly category: string;
  readonly employmentType: EmploymentType;
  readonly payMin: number | undefined;
  readonly payMax: number | undefined;
  readonly payPeriod: PayPeriod | undefined;
  /** Plain text; line breaks are kept when shown. */
  readonly description: string;
  readonly questions: readonly ScreeningQuestion[];
}

/** One thing wrong with a draft: the field and a literal code the UI translates. */
export interface DraftProblem {
  readonly field: 'title' | 'category' | 'pay' | 'description' | 'questions';
  readonly code:
    | 'POSITIONS.TITLE_REQUIRED'
    | 'POSITIONS.TITLE_TOO_LONG'
    | 'POSITIONS.UNKNOWN_CATEGORY'
    | 'POSITIONS.PAY_INVALID'
    | 'POSITIONS.DESCRIPTION_TOO_LONG'
    | 'POSITIONS.TOO_MANY_QUESTIONS'
    | 'POSITIONS.QUESTION_INVALID';
}

const validPay = (value: number | undefined) =>
  value === undefined || (Number.isInteger(value) && value >= 0 && value <= PAY_MAX);

/**
 * What is wrong with `draft` given the category codes `categories`; empty when it may be saved.
 * Pay: both bounds or neither, whole non-negative minor units, min ≤ max, with a period.
 */
export function draftProblems(draft: PositionDraft, categories: readonly string[]): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const title = draft.title.trim();
  if (title === '') problems.push({ field: 'title', code: 'POSITIONS.TITLE_REQUIRED' });
  else if (title.length > TITLE_MAX) problems.push({ field: 'title', code: 'POSITIONS.TITLE_TOO_LONG' });
  if (!categories.includes(draft.category))
    problems.push({ field: 'category', code: 'POSITIONS.UNKNOWN_CATEGORY' });
  const { payMin, payMax, payPeriod } = draft;
  const payGiven = payMin !== undefined || payMax !== undefined;
  if (
    !validPay(payMin) ||
    !validPay(payMax) ||
    (payGiven && (payMin === undefined || payMax === undefined || payPeriod === undefined)) ||
    (payMin !== undefined && payMax !== undefined && payMin > payMax)
  )
    problems.push({ field: 'pay', code: 'POSITIONS.PAY_INVALID' });
  if (draft.description.length > DESCRIPTION_MAX)
    problems.push({ field: 'description', code: 'POSITIONS.DESCRIPTION_TOO_LONG' });
  if (draft.questions.length > QUESTIONS_MAX)
    problems.push({ field: 'questions', code: 'POSITIONS.TOO_MANY_QUESTIONS' });
  else if (
    draft.questions.some((question) => question.text.trim() === '' || question.text.length > QUESTION_MAX)
  )
    problems.push({ field: 'questions', code: 'POSITIONS.QUESTION_INVALID' });
  return problems;
}

/** The questions numbered `q1`, `q2`… in their order, texts trimmed (ids are assigned, never sent). */
export function numberQuestions(
  questions: readonly { readonly text: string; readonly knockoutAnswer: ScreeningAnswer | undefined }[],
): ScreeningQuestion[] {
  return questions.map((question, index) => ({
    id: `q${index + 1}`,
    text: question.text.trim(),
    knockoutAnswer: question.knockoutAnswer,
  }));
}

/**
 * Whether a new position at a brand must wait for an approval to recruit before it is published
 * (our reading of 001's position settings): when the brand's position_management_mode is
 * CENTRALIZED (positions are decided above the location), or the brand runs approvals to
 * recruit (an ATR type is set). Otherwise it opens at once.
 */
export function needsApproval(settings: {
  readonly managementMode: string | undefined;
  readonly atrType: string | undefined;
}): boolean {
  return settings.managementMode === 'CENTRALIZED' || settings.atrType !== undefined;
}

/**
 * The statuses a manager may move a position to by hand from `from`: OPEN ↔ PAUSED, either to
 * CLOSED; a PENDING_APPROVAL position opens only by its approval, and may be CLOSED; CLOSED is
 * final.
 */
export function nextStatuses(from: PositionStatus): readonly PositionStatus[] {
  switch (from) {
    case 'OPEN':
      return ['PAUSED', 'CLOSED'];
    case 'PAUSED':
      return ['OPEN', 'CLOSED'];
    case 'PENDING_APPROVAL':
      return ['CLOSED'];
    case 'CLOSED':
      return [];
  }
}

/** Whether `value` is a position status. */
export function isPositionStatus(value: string): value is PositionStatus {
  return (POSITION_STATUSES as readonly string[]).includes(value);
}
