import { isFlaggedAnswer } from '../attestation/attestation-template.rules';
import type { FlagRule, QuestionType } from '../attestation/attestation.model';

/** Longest free-text answer or comment, in characters. */
export const CLOCK_OUT_TEXT_MAX = 1000;

/** A clock-out question as the rules read it (one version of an attestation template). */
export interface ClockOutQuestionRule {
  readonly templateId: number;
  readonly version: number;
  readonly type: QuestionType;
  readonly required: boolean;
  /** The option keys of a choice question; empty for the others. */
  readonly optionKeys: readonly string[];
  readonly flagRule: FlagRule | undefined;
  /** Asked only after shifts of at least this many minutes; undefined: every shift. */
  readonly minShiftMinutes: number | undefined;
}

/** One answer: the chosen keys (YES/NO, option keys, ACKNOWLEDGED/DECLINED) or [text]. */
export interface ClockOutAnswer {
  readonly templateId: number;
  readonly version: number;
  readonly answers: readonly string[];
  readonly comment?: string;
}

/** Whether the question is asked after a shift of `shiftMinutes`. */
export function questionApplies(question: ClockOutQuestionRule, shiftMinutes: number): boolean {
  return question.minShiftMinutes === undefined || shiftMinutes >= question.minShiftMinutes;
}

const ONE_OF: Partial<Record<QuestionType, readonly string[]>> = {
  YES_NO: ['YES', 'NO'],
  ACKNOWLEDGEMENT: ['ACKNOWLEDGED', 'DECLINED'],
};

/** Whether `answers` is a well-formed answer to the question (not whether one is required). */
export function answerIsValid(question: ClockOutQuestionRule, answers: readonly string[]): boolean {
  switch (question.type) {
    case 'YES_NO':
    case 'ACKNOWLEDGEMENT':
      return answers.length === 1 && ONE_OF[question.type]!.includes(answers[0]!);
    case 'SINGLE_CHOICE':
      return answers.length === 1 && question.optionKeys.includes(answers[0]!);
    case 'MULTIPLE_CHOICE':
      return (
        answers.length >= 1 &&
        new Set(answers).size === answers.length &&
        answers.every((key) => question.optionKeys.includes(key))
      );
    case 'FREE_TEXT':
      return answers.length === 1 && answers[0]!.trim() !== '' && answers[0]!.length <= CLOCK_OUT_TEXT_MAX;
  }
}

/** Whether an answer raises a risk flag (the question's flag rule names one of its answers). */
export function answerIsFlagged(question: ClockOutQuestionRule, answers: readonly string[]): boolean {
  return isFlaggedAnswer(question.flagRule, answers);
}

/** Whether a flagged answer to this question needs a comment (REQUIRE_COMMENT). */
export function commentRequired(question: ClockOutQuestionRule, answers: readonly string[]): boolean {
  return (
    answerIsFlagged(question, answers) && (question.flagRule?.actions.includes('REQUIRE_COMMENT') ?? false)
  );
}

/** What is wrong with one question's answer at clock-out, by template id. */
export type ClockOutAnswerProblem =
  'TIME_CLOCK.ANSWER_REQUIRED' | 'TIME_CLOCK.ANSWER_INVALID' | 'TIME_CLOCK.COMMENT_REQUIRED';

/**
 * The problems of a clock-out's answers against the questions asked (`questions` already
 * narrowed by `questionApplies`): a required question unanswered, an answer not well formed, a
 * flagged answer without the comment its rule requires. An answer to a question not asked is
 * ignored by the rules (the caller decides). Empty when all is well.
 */
export function clockOutAnswerProblems(
  questions: readonly ClockOutQuestionRule[],
  answers: readonly ClockOutAnswer[],
): Map<number, ClockOutAnswerProblem> {
  const problems = new Map<number, ClockOutAnswerProblem>();
  for (const question of questions) {
    const answer = answers.find((candidate) => candidate.templateId === question.templateId);
    if (!answer || answer.answers.length === 0) {
      if (question.required) problems.set(question.templateId, 'TIME_CLOCK.ANSWER_REQUIRED');
    } else if (!answerIsValid(question, answer.answers)) {
      problems.set(question.templateId, 'TIME_CLOCK.ANSWER_INVALID');
    } else if (commentRequired(question, answer.answers) && !answer.comment?.trim()) {
      problems.set(question.templateId, 'TIME_CLOCK.COMMENT_REQUIRED');
    }
  }
  return problems;
}
