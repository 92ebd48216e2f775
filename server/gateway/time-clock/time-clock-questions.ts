import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import {
  questionApplies,
  type ClockOutQuestionRule,
  type FlagRule,
  type Language,
  type LocalizedText,
  type QuestionType,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { activeQuestions, type QuestionRow } from './time-clock-questions.repository';
import type { ClockOutQuestionSchema } from './time-clock.schema';

/**
 * The questions a location asks on `date` (ISO date); with `shiftMinutes`, only those whose
 * shift threshold that shift meets.
 */
export async function clockOutQuestions(
  db: Kysely<Database>,
  chainIds: readonly number[],
  date: string,
  shiftMinutes?: number,
): Promise<QuestionRow[]> {
  const rows = await activeQuestions(db, chainIds, date);
  if (shiftMinutes === undefined) return rows;
  return rows.filter((row) => questionApplies(questionRule(row), shiftMinutes));
}

type VersionColumns = Pick<
  QuestionRow,
  'template_id' | 'version' | 'type' | 'required' | 'options_json' | 'flag_rule_json' | 'min_shift_minutes'
>;

/** A stored version as the domain's rule input (columns written from validated drafts). */
export function questionRule(row: VersionColumns): ClockOutQuestionRule {
  return {
    templateId: row.template_id,
    version: row.version,
    type: row.type as QuestionType,
    required: row.required === 1,
    optionKeys: (JSON.parse(row.options_json) as { key: string }[]).map((option) => option.key),
    flagRule: row.flag_rule_json === null ? undefined : (JSON.parse(row.flag_rule_json) as FlagRule),
    minShiftMinutes: row.min_shift_minutes ?? undefined,
  };
}

function textIn(text: LocalizedText, language: Language, fallback: Language): [string, Language] {
  const own = text[language]?.trim();
  if (own) return [own, language];
  return [text[fallback] ?? '', fallback];
}

/** A question as the employee reads it: texts in `language`, else the default language. */
export function questionView(row: QuestionRow, language: Language): Static<typeof ClockOutQuestionSchema> {
  const rule = questionRule(row);
  const fallback = row.default_language as Language;
  const [text, used] = textIn(JSON.parse(row.text_json) as LocalizedText, language, fallback);
  const options = JSON.parse(row.options_json) as { key: string; text: LocalizedText }[];
  return {
    template_id: row.template_id,
    version: row.version,
    type: rule.type,
    required: rule.required,
    text,
    language: used,
    options: options.map((option) => ({ key: option.key, text: textIn(option.text, used, fallback)[0] })),
    min_shift_minutes: row.min_shift_minutes,
    comment_required_for: rule.flagRule?.actions.includes('REQUIRE_COMMENT')
      ? [...rule.flagRule.answers]
      : [],
  };
}
