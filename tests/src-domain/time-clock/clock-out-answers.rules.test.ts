import {
  answerIsFlagged,
  clockOutAnswerProblems,
  questionApplies,
  type ClockOutQuestionRule,
} from '../../../src-domain/index';

const meal: ClockOutQuestionRule = {
  templateId: 1,
  version: 2,
  type: 'YES_NO',
  required: true,
  optionKeys: [],
  flagRule: { answers: ['NO'], actions: ['REQUIRE_COMMENT'] },
  minShiftMinutes: 300,
};
const rest: ClockOutQuestionRule = {
  templateId: 2,
  version: 1,
  type: 'MULTIPLE_CHOICE',
  required: false,
  optionKeys: ['A', 'B'],
  flagRule: { answers: ['B'], actions: ['NOTIFY_MANAGER'] },
  minShiftMinutes: undefined,
};

describe('clock-out answers', () => {
  it('asks a question only after a long enough shift', () => {
    expect(questionApplies(meal, 299)).toBe(false);
    expect(questionApplies(meal, 300)).toBe(true);
    expect(questionApplies(rest, 0)).toBe(true);
  });

  it('names what is missing, malformed or lacks its comment', () => {
    expect(clockOutAnswerProblems([meal, rest], [])).toEqual(new Map([[1, 'TIME_CLOCK.ANSWER_REQUIRED']]));
    expect(
      clockOutAnswerProblems(
        [meal, rest],
        [
          { templateId: 1, version: 2, answers: ['YES', 'NO'] },
          { templateId: 2, version: 1, answers: ['A', 'A'] },
        ],
      ),
    ).toEqual(
      new Map([
        [1, 'TIME_CLOCK.ANSWER_INVALID'],
        [2, 'TIME_CLOCK.ANSWER_INVALID'],
      ]),
    );
    expect(
      clockOutAnswerProblems([meal], [{ templateId: 1, version: 2, answers: ['NO'], comment: ' ' }]),
    ).toEqual(new Map([[1, 'TIME_CLOCK.COMMENT_REQUIRED']]));
    expect(
      clockOutAnswerProblems([meal, rest], [{ templateId: 1, version: 2, answers: ['NO'], comment: 'busy' }]),
    ).toEqual(new Map());
  });

  it('flags the answers the rule names', () => {
    expect(answerIsFlagged(rest, ['A', 'B'])).toBe(true);
    expect(answerIsFlagged(rest, ['A'])).toBe(false);
  });
});
