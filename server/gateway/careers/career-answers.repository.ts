import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseQuestions } from '../positions/position-postings.repository';

/**
 * The screening answers an application made on a careers page carried (issue #38), each with
 * its question's text as it stands now and whether it is the question's knockout answer; in the
 * questions' order, answers to removed questions left out. Empty for other applications.
 */
export async function screeningAnswersOf(db: Kysely<Database>, applicationId: number) {
  const row = await db
    .selectFrom('career_applications as c')
    .innerJoin('positions as p', 'p.id', 'c.position_id')
    .select(['c.answers_json', 'p.questions_json'])
    .where('c.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return [];
  let answers: { question_id: string; answer: 'YES' | 'NO' }[] = [];
  try {
    answers = JSON.parse(row.answers_json) as typeof answers;
  } catch {
    return [];
  }
  const byId = new Map(answers.map((answer) => [answer.question_id, answer.answer]));
  return parseQuestions(row.questions_json).flatMap((question) => {
    const answer = byId.get(question.id);
    return answer ? [{ question: question.text, answer, knockout: question.knockoutAnswer === answer }] : [];
  });
}
