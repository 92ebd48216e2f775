import type { ScreeningAnswer, ScreeningQuestion } from './position-draft.rules';

/** A candidate's answer to one screening question. */
export interface QuestionAnswer {
  readonly questionId: string;
  readonly answer: ScreeningAnswer;
}

/** How a set of answers stands against a position's questions. */
export interface ScreeningResult {
  /** Ids of questions left unanswered, in the questions' order. */
  readonly missing: readonly string[];
  /** Ids of answers to no question of the position. */
  readonly unknown: readonly string[];
  /** Whether some answer equals its question's knockout answer (the application is still made). */
  readonly knockedOut: boolean;
  /** Ids of the questions whose answer is their knockout answer, in the questions' order. */
  readonly knockedOutIds: readonly string[];
}

/** Checks `answers` against `questions`: every question answered once, knockouts found. */
export function screenAnswers(
  questions: readonly ScreeningQuestion[],
  answers: readonly QuestionAnswer[],
): ScreeningResult {
  const byId = new Map(answers.map((answer) => [answer.questionId, answer.answer]));
  const known = new Set(questions.map((question) => question.id));
  const knockedOutIds = questions
    .filter(
      (question) =>
        question.knockoutAnswer !== undefined && byId.get(question.id) === question.knockoutAnswer,
    )
    .map((question) => question.id);
  return {
    missing: questions.filter((question) => !byId.has(question.id)).map((question) => question.id),
    unknown: [...byId.keys()].filter((id) => !known.has(id)),
    knockedOut: knockedOutIds.length > 0,
    knockedOutIds,
  };
}
