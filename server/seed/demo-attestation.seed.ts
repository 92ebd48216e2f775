import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

const SETTING = 'clockout_attestation';
const DAY_MS = 86_400_000;
/** Days of answers seeded, ending yesterday. */
export const DEMO_ATTESTATION_DAYS = 30;

interface SeedQuestion {
  readonly type: string;
  readonly text: Record<string, string>;
  readonly options?: readonly { key: string; text: Record<string, string> }[];
  readonly flag?: { answers: readonly string[]; actions: readonly string[] };
  readonly minShiftMinutes?: number;
  readonly categories?: readonly string[];
  /** The answers employees give, by weight: [answers, weight]. */
  readonly answers: readonly (readonly [readonly string[], number])[];
}

const QUESTIONS: readonly SeedQuestion[] = [
  {
    type: 'YES_NO',
    text: {
      en: 'Did you take your uninterrupted 30-minute meal break?',
      es: '¿Tomó su descanso de comida de 30 minutos sin interrupciones?',
      ar: 'هل أخذت استراحة الوجبة لمدة 30 دقيقة دون انقطاع؟',
    },
    flag: { answers: ['NO'], actions: ['REQUIRE_COMMENT', 'RECORD_BREAK_WAIVER'] },
    minShiftMinutes: 300,
    answers: [
      [['YES'], 92],
      [['NO'], 8],
    ],
  },
  {
    type: 'YES_NO',
    text: {
      en: 'Were you injured at work today?',
      es: '¿Se lesionó hoy en el trabajo?',
      fr: 'Vous êtes-vous blessé au travail aujourd’hui ?',
      de: 'Haben Sie sich heute bei der Arbeit verletzt?',
      ru: 'Вы сегодня получили травму на работе?',
      pl: 'Czy doznałeś dziś urazu w pracy?',
      tr: 'Bugün işte yaralandınız mı?',
      ar: 'هل أصبت في العمل اليوم؟',
    },
    flag: { answers: ['YES'], actions: ['NOTIFY_MANAGER', 'BLOCK_CLOCK_OUT'] },
    answers: [
      [['NO'], 99],
      [['YES'], 1],
    ],
  },
  {
    type: 'SINGLE_CHOICE',
    // Deliberately in English and Spanish only: the demo shows the list's "Missing: …" languages
    // and the employee's fallback to the question's default language.
    text: { en: 'Did you get your 10-minute rest breaks?', es: '¿Tomó sus descansos de 10 minutos?' },
    options: [
      { key: 'ALL', text: { en: 'Yes, all of them', es: 'Sí, todos' } },
      { key: 'SOME', text: { en: 'Only some', es: 'Solo algunos' } },
      { key: 'NONE', text: { en: 'None', es: 'Ninguno' } },
    ],
    flag: { answers: ['SOME', 'NONE'], actions: ['NOTIFY_MANAGER'] },
    categories: ['FOH', 'BOH'],
    answers: [
      [['ALL'], 90],
      [['SOME'], 7],
      [['NONE'], 3],
    ],
  },
  {
    type: 'ACKNOWLEDGEMENT',
    text: { en: 'I confirm the hours recorded for this shift are accurate.' },
    flag: { answers: ['DECLINED'], actions: ['NOTIFY_MANAGER'] },
    answers: [
      [['ACKNOWLEDGED'], 98],
      [['DECLINED'], 2],
    ],
  },
];

const EMPLOYEES = [
  'Ana Lopez',
  'Ben Carter',
  'Chloé Martin',
  'Dmitri Ivanov',
  'Elif Yılmaz',
  'Farah Haddad',
  'Greg Nowak',
  'Hana Schmidt',
];

/** A deterministic pseudo-random sequence (the same demo on every machine). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pick(weights: SeedQuestion['answers'], roll: number): readonly string[] {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [answers, weight] of weights) {
    left -= weight;
    if (left < 0) return answers;
  }
  return weights[0]![0];
}

/**
 * The clock-out attestation demo of issue #16 on Harbor Grill: four questions (the meal-break
 * one edited once, so it has two versions), the disclaimer and certification texts, and a month
 * of answers from the clock at every Harbor Grill location — three shifts a day each, some
 * flagged; flags older than two weeks mostly resolved by the manager.
 */
export async function seedAttestation(
  db: Kysely<Database>,
  brands: DemoBrands,
  managerId: string,
  now: Date = new Date(),
): Promise<void> {
  const stamp = now.toISOString();
  const monthAgo = new Date(now.getTime() - (DEMO_ATTESTATION_DAYS + 5) * DAY_MS).toISOString().slice(0, 10);
  const versionIds: { id: number; question: SeedQuestion; from: string | undefined }[] = [];
  for (const [index, question] of QUESTIONS.entries()) {
    const template = await db
      .insertInto('attestation_templates')
      .values({
        brand_id: brands.grill.id,
        setting: SETTING,
        status: 'ACTIVE',
        sort_order: index + 1,
        current_version: index === 0 ? 2 : 1,
        revision: index === 0 ? 2 : 1,
        created_at: stamp,
        updated_at: stamp,
        archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const content = {
      type: question.type,
      required: 1,
      default_language: 'en',
      text_json: JSON.stringify(question.text),
      options_json: JSON.stringify(question.options ?? []),
      flag_rule_json: question.flag ? JSON.stringify(question.flag) : null,
      target_brand_ids_json: '[]',
      target_categories_json: JSON.stringify(question.categories ?? []),
      min_shift_minutes: question.minShiftMinutes ?? null,
      effective_from: monthAgo,
      effective_to: null,
      created_by_user_id: managerId,
    };
    if (index === 0) {
      // Version 1 asked without the shift threshold; answers older than ten days point at it.
      const first = await db
        .insertInto('attestation_template_versions')
        .values({
          ...content,
          min_shift_minutes: null,
          text_json: JSON.stringify({ en: 'Did you take your meal break?' }),
          template_id: template.id,
          version: 1,
          created_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      versionIds.push({ id: first.id, question, from: undefined });
    }
    const current = await db
      .insertInto('attestation_template_versions')
      .values({ ...content, template_id: template.id, version: index === 0 ? 2 : 1, created_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    versionIds.push({
      id: current.id,
      question,
      from: index === 0 ? new Date(now.getTime() - 10 * DAY_MS).toISOString().slice(0, 10) : undefined,
    });
  }
  await db
    .insertInto('attestation_static_fields')
    .values([
      {
        brand_id: brands.grill.id,
        setting: SETTING,
        kind: 'DISCLAIMER',
        text_json: JSON.stringify({
          en: 'Your answers are kept with your time record and reviewed by your manager.',
          es: 'Sus respuestas se guardan con su registro de horas y las revisa su gerente.',
        }),
        created_at: stamp,
        updated_at: stamp,
      },
      {
        brand_id: brands.grill.id,
        setting: SETTING,
        kind: 'CERTIFICATION',
        text_json: JSON.stringify({ en: 'I certify that my answers are true and complete.' }),
        created_at: stamp,
        updated_at: stamp,
      },
    ])
    .execute();

  const random = sequence(16);
  const rows: Insertable<Database['attestation_answers']>[] = [];
  for (const [locationIndex, location] of brands.grillLocations.entries()) {
    for (let day = DEMO_ATTESTATION_DAYS; day >= 1; day--) {
      const date = new Date(now.getTime() - day * DAY_MS);
      const shiftDate = date.toISOString().slice(0, 10);
      for (let shift = 0; shift < 3; shift++) {
        const employee = EMPLOYEES[(locationIndex + day + shift) % EMPLOYEES.length]!;
        const minutes = 240 + Math.floor(random() * 8) * 30;
        for (const [questionIndex, question] of QUESTIONS.entries()) {
          if (question.minShiftMinutes !== undefined && minutes < question.minShiftMinutes) continue;
          const versions = versionIds.filter((entry) => entry.question === question);
          const version =
            versions.length > 1 && shiftDate < versions[1]!.from!
              ? versions[0]!
              : versions[versions.length - 1]!;
          const answers = pick(question.answers, random());
          const flagged = question.flag?.answers.some((answer) => answers.includes(answer)) ?? false;
          const answeredAt = new Date(date.getTime() + (17 + shift) * 3_600_000).toISOString();
          const resolved = flagged && day > 14 && random() < 0.7;
          rows.push({
            version_id: version.id,
            brand_id: location.id,
            employee_ref: `EMP-${location.id}-${(locationIndex + day + shift) % EMPLOYEES.length}`,
            employee_name: employee,
            shift_date: shiftDate,
            shift_minutes: minutes,
            answers_json: JSON.stringify(answers),
            comment:
              flagged && questionIndex === 0 ? 'Rush at the end of service, no one to cover the line.' : null,
            flagged: flagged ? 1 : 0,
            answered_at: answeredAt,
            resolved_at: resolved ? new Date(date.getTime() + 2 * DAY_MS).toISOString() : null,
            resolved_by_user_id: resolved ? managerId : null,
            resolution_note: resolved ? 'Talked with the employee; break schedule adjusted.' : null,
          });
        }
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('attestation_answers')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
