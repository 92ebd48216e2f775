import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_TYPES,
  PAY_PERIODS,
  QUESTIONS_MAX,
  type EmploymentType,
  type PayPeriod,
} from '../../src-domain/careers/position-draft.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { PositionChannelsFields } from './PositionChannelsFields';
import { PositionEditorStore, type QuestionRow } from './position-editor.store';

/** A field's problem, said under it and tied to it by aria-describedby. */
function Problem({ id, code }: { readonly id: string; readonly code: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p id={id} className="hiring-error" role="alert">
      {t(`careers.errors.${code}`, { defaultValue: t('careers.errors.generic') })}
    </p>
  );
}

/**
 * The position editor (issue #38): title, category (position_type_lookup), employment type, pay
 * range, plain-text description and up to QUESTIONS_MAX yes/no screening questions with their
 * knockout answer; in edit mode the status moves (pause, reopen, close). What was typed stays
 * on any failure.
 */
export const PositionEditor = observer(function PositionEditor({
  categories,
}: {
  readonly categories: readonly string[];
}) {
  const { t } = useTranslation();
  const store = useInjection(PositionEditorStore);
  const id = useId();
  const form = store.form;
  const target = store.target;
  const problem = (field: Parameters<PositionEditorStore['problemOf']>[0]) => store.problemOf(field);
  const described = (field: Parameters<PositionEditorStore['problemOf']>[0]) =>
    problem(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};
  const title =
    target?.kind === 'edit'
      ? t('careers.editor.editTitle', { title: target.posting.title })
      : t('careers.editor.newTitle');
  return (
    <Modal
      open={store.open}
      onClose={() => store.close()}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => store.close()}>
            {t('careers.editor.cancel')}
          </Button>
          <Button disabled={store.busy || store.loading} onClick={() => void store.save(categories)}>
            {t('careers.editor.save')}
          </Button>
        </>
      }
    >
      {store.loading ? (
        <div aria-busy="true">
          <span className="visually-hidden-text" role="status">
            {t('careers.editor.loading')}
          </span>
          <div className="hiring-skeleton positions-settings__skeleton" aria-hidden="true" />
        </div>
      ) : (
        <form
          className="position-editor"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.save(categories);
          }}
        >
          {target?.kind === 'edit' ? (
            <p className="position-editor__status" role="status">
              {t('careers.editor.status', { status: t(`careers.statuses.${target.posting.status}`) })}
              {store.moves.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant="secondary"
                  disabled={store.busy}
                  onClick={() => void store.move(status as 'OPEN' | 'PAUSED' | 'CLOSED')}
                >
                  {t(`careers.editor.moves.${status}`)}
                </Button>
              ))}
            </p>
          ) : null}
          <PositionChannelsFields store={store} id={id} />
          {store.failure ? (
            <p className="hiring-error" role="alert">
              {t([
                `careersApply.manage.errors.${store.failure}`,
                `careers.errors.${store.failure}`,
                'careers.errors.generic',
              ])}
            </p>
          ) : null}
          <label htmlFor={`${id}-title`}>{t('careers.editor.title')}</label>
          <input
            id={`${id}-title`}
            value={form.title}
            maxLength={120}
            required
            onChange={(event) => store.change('title', event.target.value)}
            {...described('title')}
          />
          <Problem id={`${id}-title-problem`} code={problem('title')} />
          <label htmlFor={`${id}-category`}>{t('careers.editor.category')}</label>
          <select
            id={`${id}-category`}
            value={form.category}
            onChange={(event) => store.change('category', event.target.value)}
            {...described('category')}
          >
            {categories.map((code) => (
              <option key={code} value={code}>
                {t(`hiring.categories.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
          <Problem id={`${id}-category-problem`} code={problem('category')} />
          <label htmlFor={`${id}-type`}>{t('careers.editor.employmentType')}</label>
          <select
            id={`${id}-type`}
            value={form.employmentType}
            onChange={(event) => store.change('employmentType', event.target.value as EmploymentType)}
          >
            {EMPLOYMENT_TYPES.map((code) => (
              <option key={code} value={code}>
                {t(`careers.employmentTypes.${code}`)}
              </option>
            ))}
          </select>
          <fieldset className="position-editor__pay" {...described('pay')}>
            <legend>{t('careers.editor.pay')}</legend>
            <label htmlFor={`${id}-pay-min`}>{t('careers.editor.payMin')}</label>
            <input
              id={`${id}-pay-min`}
              inputMode="decimal"
              value={form.payMin}
              onChange={(event) => store.change('payMin', event.target.value)}
            />
            <label htmlFor={`${id}-pay-max`}>{t('careers.editor.payMax')}</label>
            <input
              id={`${id}-pay-max`}
              inputMode="decimal"
              value={form.payMax}
              onChange={(event) => store.change('payMax', event.target.value)}
            />
            <label htmlFor={`${id}-pay-period`}>{t('careers.editor.payPeriod')}</label>
            <select
              id={`${id}-pay-period`}
              value={form.payPeriod}
              onChange={(event) => store.change('payPeriod', event.target.value as PayPeriod)}
            >
              {PAY_PERIODS.map((code) => (
                <option key={code} value={code}>
                  {t(`careers.payPeriods.${code}`)}
                </option>
              ))}
            </select>
          </fieldset>
          <Problem id={`${id}-pay-problem`} code={problem('pay')} />
          <label htmlFor={`${id}-description`}>{t('careers.editor.description')}</label>
          <textarea
            id={`${id}-description`}
            rows={6}
            maxLength={5000}
            value={form.description}
            onChange={(event) => store.change('description', event.target.value)}
            {...described('description')}
          />
          <Problem id={`${id}-description-problem`} code={problem('description')} />
          <fieldset className="position-editor__questions" {...described('questions')}>
            <legend>{t('careers.editor.questions', { max: QUESTIONS_MAX })}</legend>
            {form.questions.map((question, index) => (
              <QuestionEditor key={index} index={index} question={question} />
            ))}
            <Button
              size="sm"
              variant="secondary"
              disabled={form.questions.length >= QUESTIONS_MAX}
              onClick={() => store.addQuestion()}
            >
              {t('careers.editor.addQuestion')}
            </Button>
          </fieldset>
          <Problem id={`${id}-questions-problem`} code={problem('questions')} />
        </form>
      )}
    </Modal>
  );
});

const QuestionEditor = observer(function QuestionEditor({
  index,
  question,
}: {
  readonly index: number;
  readonly question: QuestionRow;
}) {
  const { t } = useTranslation();
  const store = useInjection(PositionEditorStore);
  const id = useId();
  return (
    <div className="position-editor__question">
      <label htmlFor={`${id}-text`}>{t('careers.editor.question', { number: index + 1 })}</label>
      <input
        id={`${id}-text`}
        value={question.text}
        maxLength={200}
        onChange={(event) => store.changeQuestion(index, { ...question, text: event.target.value })}
      />
      <label htmlFor={`${id}-knockout`}>{t('careers.editor.knockout')}</label>
      <select
        id={`${id}-knockout`}
        value={question.knockout}
        onChange={(event) =>
          store.changeQuestion(index, {
            ...question,
            knockout: event.target.value as QuestionRow['knockout'],
          })
        }
      >
        <option value="">{t('careers.editor.noKnockout')}</option>
        <option value="YES">{t('careers.editor.knockoutYes')}</option>
        <option value="NO">{t('careers.editor.knockoutNo')}</option>
      </select>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('careers.editor.removeQuestion', { number: index + 1 })}
        onClick={() => store.removeQuestion(index)}
      >
        {t('careers.editor.remove')}
      </Button>
    </div>
  );
});
