import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { hasOptions } from '../../src-domain/attestation/attestation-template.rules';
import { QUESTION_TYPES, type QuestionType } from '../../src-domain/attestation/attestation.model';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '../../src-domain/language/language.rules';
import { useInjection } from '../injection/use-injection';
import { SettingsGate } from '../settings/SettingsGate';
import { Button } from '../widgets/button/Button';
import { DatePicker } from '../widgets/date-picker/DatePicker';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { ToastStore } from '../widgets/toast/toast.store';
import { AttestationEditorStore } from './attestation-editor.store';
import { attestationMessage } from './attestation-messages';
import { FlagRuleFields } from './FlagRuleFields';
import { LanguageTexts } from './LanguageTexts';
import { QuestionPreview } from './QuestionPreview';
import { TargetingFields } from './TargetingFields';
import { useSettingsBrand } from './use-settings-brand';
import { BoxSkeleton } from '../widgets/skeleton/BoxSkeleton';
import './attestation.css';

/** The list screen of a brand's questions. */
export const listPath = (brandId: number) => `/settings/${brandId}/clockout-attestation`;

const Editor = observer(function Editor({
  brandId,
  id,
}: {
  readonly brandId: number;
  readonly id: number | undefined;
}) {
  const { t } = useTranslation();
  const store = useInjection(AttestationEditorStore);
  const toasts = useInjection(ToastStore);
  const navigate = useNavigate();
  const { brand } = useSettingsBrand();
  const typeId = useId();
  const defaultId = useId();
  const alertRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    void store.load(brandId, id);
  }, [store, brandId, id]);

  if (store.loadState === 'failed') return <ReadFailure onRetry={() => void store.load(brandId, id)} />;
  if (store.loadState === 'loading') {
    return <BoxSkeleton className="settings-gate__skeleton" label={t('attestation.loading')} />;
  }

  const save = async () => {
    const wasNew = store.id === undefined;
    const outcome = await store.save();
    if (outcome === 'saved') {
      toasts.show(t('attestation.editor.saved', { version: store.version }), 'success');
      if (wasNew && store.id !== undefined) {
        void navigate(`/${brandId}/clockout-attestation/management/${store.id}`, { replace: true });
      }
    } else {
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const summary = store.showProblems && store.problems.length > 0;
  return (
    <div className="attestation-editor">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div ref={alertRef} tabIndex={-1} role="alert">
          {summary && (
            <div className="panel panel--stacked panel--error">
              <p>{t('attestation.editor.problems', { count: store.problems.length })}</p>
              <ul>
                {store.problems.map((problem) => (
                  <li key={`${problem.code}-${problem.field}`}>{attestationMessage(t, problem.code)}</li>
                ))}
              </ul>
            </div>
          )}
          {store.lastError && (
            <div className="panel panel--stacked panel--error">
              <p>{attestationMessage(t, store.lastError)}</p>
              {store.conflict && (
                <Button size="sm" variant="secondary" onClick={() => void store.reloadNewer()}>
                  {t('attestation.editor.reloadNewer')}
                </Button>
              )}
            </div>
          )}
        </div>
        <fieldset className="attestation-fieldset">
          <legend>{t('attestation.editor.basics')}</legend>
          <div className="attestation-field">
            <label htmlFor={typeId}>{t('attestation.editor.type')}</label>
            <select
              id={typeId}
              className="attestation-select"
              value={store.type}
              onChange={(event) => store.setType(event.target.value as QuestionType)}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`attestation.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="attestation-field">
            <label htmlFor={defaultId}>{t('attestation.editor.defaultLanguage')}</label>
            <select
              id={defaultId}
              className="attestation-select"
              value={store.defaultLanguage}
              onChange={(event) =>
                isSupportedLanguage(event.target.value) && store.setDefaultLanguage(event.target.value)
              }
            >
              {SUPPORTED_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`attestation.languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <label>
            <input
              type="checkbox"
              checked={store.required}
              onChange={(event) => store.setRequired(event.target.checked)}
            />{' '}
            {t('attestation.editor.requiredAnswer')}
          </label>
        </fieldset>
        <LanguageTexts store={store} />
        {hasOptions(store.type) && (
          <div className="attestation-actions">
            <Button size="sm" variant="secondary" onClick={() => store.addOption()}>
              {t('attestation.editor.addOption')}
            </Button>
            {store.problemAt('options') && (
              <p className="field__error">{attestationMessage(t, store.problemAt('options')!.code)}</p>
            )}
          </div>
        )}
        <FlagRuleFields store={store} />
        <TargetingFields store={store} brand={brand} />
        <fieldset className="attestation-fieldset">
          <legend>{t('attestation.editor.effective')}</legend>
          <div className="attestation-field">
            <DatePicker
              label={t('attestation.editor.effectiveFrom')}
              value={store.effectiveFrom || undefined}
              onChange={(value) => store.setEffectiveFrom(value)}
            />
          </div>
          <div className="attestation-field">
            <DatePicker
              label={t('attestation.editor.effectiveTo')}
              value={store.effectiveTo}
              onChange={(value) => store.setEffectiveTo(value)}
            />
          </div>
          {(store.problemAt('effectiveFrom') ?? store.problemAt('effectiveTo')) && (
            <p className="field__error">
              {attestationMessage(
                t,
                (store.problemAt('effectiveFrom') ?? store.problemAt('effectiveTo'))!.code,
              )}
            </p>
          )}
        </fieldset>
        {store.versions.length > 0 && (
          <section className="attestation-fieldset" aria-labelledby="attestation-versions">
            <h2 id="attestation-versions">{t('attestation.editor.versions')}</h2>
            <ol data-testid="attestation-versions">
              {store.versions.map((version) => (
                <li key={version.version}>
                  {t('attestation.editor.versionLine', {
                    version: version.version,
                    count: version.answerCount,
                  })}
                </li>
              ))}
            </ol>
          </section>
        )}
        <div className="attestation-actions">
          <Button type="submit" busy={store.saving}>
            {t('attestation.editor.save')}
          </Button>
          <Link className="button button--md button--secondary" to={listPath(brandId)}>
            {t('attestation.editor.back')}
          </Link>
        </div>
      </form>
      <QuestionPreview store={store} />
    </div>
  );
});

/**
 * `{path?}/clockout-attestation/management/{id?}` (spec 000 §2, 001 §2): creates a question, or
 * edits one (a question with answers gets a new version), behind the per-brand authorisation.
 */
const AttestationEditorScreen = observer(function AttestationEditorScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { brandId } = useSettingsBrand();
  const templateId = id !== undefined && /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : undefined;
  return (
    <section className="attestation" aria-labelledby="attestation-editor-title">
      <h1 id="attestation-editor-title" className="dashboard__title">
        {templateId === undefined ? t('attestation.editor.newTitle') : t('attestation.editor.editTitle')}
      </h1>
      {brandId === undefined ? (
        <BoxSkeleton className="settings-gate__skeleton" label={t('attestation.loading')} />
      ) : (
        <SettingsGate brandId={brandId} requiredPermissions={['MANAGE_CLOCKOUT_ATTESTATION']}>
          <Editor brandId={brandId} id={templateId} />
        </SettingsGate>
      )}
    </section>
  );
});
export default AttestationEditorScreen;
