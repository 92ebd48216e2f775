import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ATTESTATION_LIMITS } from '../../src-domain/attestation/attestation-limits.rules';
import { STATIC_FIELD_KINDS, type StaticFieldKind } from '../../src-domain/attestation/attestation.model';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src-domain/language/language.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ConfirmModal } from '../widgets/modal/ConfirmModal';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { attestationMessage } from './attestation-messages';
import { LanguageTabList } from './LanguageTabList';
import { StaticFieldsStore } from './static-fields.store';
import { BoxSkeleton } from '../widgets/skeleton/BoxSkeleton';

/** One kind's texts in the eight languages (a tab each), with Save and Remove. */
const StaticFieldEditor = observer(function StaticFieldEditor({
  store,
  kind,
  onRemove,
}: {
  readonly store: StaticFieldsStore;
  readonly kind: StaticFieldKind;
  readonly onRemove: () => void;
}) {
  const { t } = useTranslation();
  const state = store.kinds[kind];
  const name = t(`attestation.staticFields.kinds.${kind}`);
  const missing = new Set(store.missingLanguages(kind));
  return (
    <div className="attestation-fieldset">
      <p className="attestation-item__meta">{t(`attestation.staticFields.hints.${kind}`)}</p>
      <Tabs>
        <LanguageTabList
          label={t('attestation.staticFields.languagesOf', { kind: name })}
          missing={missing}
        />
        {SUPPORTED_LANGUAGES.map((language) => {
          const id = `attestation-static-${kind}-${language}`;
          const problem = store.problemAt(kind, language);
          const value = state.draft[language] ?? '';
          return (
            <TabPanel key={language} id={language}>
              <div className="attestation-field">
                <label htmlFor={id}>
                  {t('attestation.staticFields.textLabel', {
                    kind: name,
                    language: t(`attestation.languages.${language}`),
                  })}
                  {language === FALLBACK_LANGUAGE && ` (${t('attestation.editor.required')})`}
                </label>
                <textarea
                  id={id}
                  className="attestation-textarea"
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  rows={4}
                  value={value}
                  aria-invalid={problem !== undefined}
                  aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
                  onChange={(event) => store.setText(kind, language, event.target.value)}
                />
                <span id={`${id}-count`} className="attestation-item__meta">
                  {t('attestation.editor.characters', {
                    count: [...value].length,
                    max: ATTESTATION_LIMITS.staticFieldText,
                  })}
                </span>
                {problem && (
                  <p id={`${id}-error`} className="field__error">
                    {t(`attestation.staticFields.errors.${problem.code.replace('.', '_')}`, {
                      max: ATTESTATION_LIMITS.staticFieldText,
                    })}
                  </p>
                )}
              </div>
            </TabPanel>
          );
        })}
      </Tabs>
      {store.problems(kind).length > 0 && (
        <p role="alert" className="field__error">
          {t('attestation.staticFields.fixProblems', {
            languages: store
              .problems(kind)
              .map((problem) => t(`attestation.languages.${problem.field.slice('text.'.length)}`))
              .join(', '),
          })}
        </p>
      )}
      {state.error && (
        <p role="alert" className="field__error">
          {attestationMessage(t, state.error)}
        </p>
      )}
      <div className="attestation-actions">
        <Button
          busy={store.busy === kind}
          disabled={store.busy !== undefined || (state.stored !== undefined && !store.isChanged(kind))}
          onClick={() => void store.save(kind)}
        >
          {t('attestation.staticFields.save')}
        </Button>
        {state.stored && (
          <Button variant="danger" disabled={store.busy !== undefined} onClick={onRemove}>
            {t('attestation.staticFields.remove')}
          </Button>
        )}
        <span role="status" className="attestation-item__meta">
          {store.savedKind === kind ? t('attestation.staticFields.saved', { kind: name }) : ''}
        </span>
      </div>
    </div>
  );
});

/**
 * The fixed texts every clock-out attestation shows with its questions (spec 001 §7
 * `static_fields`): a disclaimer above, the certification the employee agrees to and the
 * signature line below, each per language. A kind with no text is simply not shown to
 * employees; a language without text shows the English one.
 */
export const StaticFieldsPanel = observer(function StaticFieldsPanel({
  brandId,
}: {
  readonly brandId: number;
}) {
  const { t } = useTranslation();
  const store = useInjection(StaticFieldsStore);
  const [removing, setRemoving] = useState<StaticFieldKind | undefined>(undefined);
  useEffect(() => {
    void store.load(brandId);
  }, [store, brandId]);
  const status = (kind: StaticFieldKind) => {
    if (!store.kinds[kind].stored) return t('attestation.staticFields.notSet');
    const missing = store.missingLanguages(kind).length;
    return missing === 0
      ? t('attestation.list.languagesComplete')
      : t('attestation.staticFields.missingCount', { count: missing });
  };
  return (
    <section className="panel panel--stacked" aria-labelledby="attestation-static-fields">
      <h2 id="attestation-static-fields">{t('attestation.staticFields.title')}</h2>
      <p className="attestation-item__meta">{t('attestation.staticFields.intro')}</p>
      {store.read === 'failed' && (
        <ReadFailure
          message={t('attestation.staticFields.readFailed')}
          onRetry={() => void store.load(brandId)}
        />
      )}
      {store.read === 'loading' && (
        <BoxSkeleton className="attestation-static-skeleton skeleton-row" label={t('attestation.loading')}>
          <span className="skeleton-row__bar" />
        </BoxSkeleton>
      )}
      {store.read === 'ready' && (
        <Tabs>
          <TabList aria-label={t('attestation.staticFields.kindsLabel')} className="attestation-choices">
            {STATIC_FIELD_KINDS.map((kind) => (
              <Tab key={kind} id={kind} className="button button--sm button--secondary">
                {t(`attestation.staticFields.kinds.${kind}`)}{' '}
                <span
                  className={
                    store.kinds[kind].stored && store.missingLanguages(kind).length === 0
                      ? 'attestation-tag'
                      : 'attestation-tag attestation-tag--missing'
                  }
                >
                  {status(kind)}
                </span>
              </Tab>
            ))}
          </TabList>
          {STATIC_FIELD_KINDS.map((kind) => (
            <TabPanel key={kind} id={kind}>
              <StaticFieldEditor store={store} kind={kind} onRemove={() => setRemoving(kind)} />
            </TabPanel>
          ))}
        </Tabs>
      )}
      <ConfirmModal
        open={removing !== undefined}
        title={t('attestation.staticFields.removeTitle')}
        confirmLabel={t('attestation.staticFields.removeConfirm')}
        cancelLabel={t('attestation.cancel')}
        danger
        busy={store.busy !== undefined}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() =>
          removing && void store.remove(removing).then((done) => done && setRemoving(undefined))
        }
      >
        <p>{t('attestation.staticFields.removeBody')}</p>
        {removing && store.kinds[removing].error && (
          <p role="alert" className="field__error">
            {attestationMessage(t, store.kinds[removing].error)}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
});
