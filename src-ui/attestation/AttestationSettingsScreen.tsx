import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AttestationStatus, AttestationTemplate } from '../../src-domain/attestation/attestation.model';
import { isSupportedLanguage } from '../../src-domain/language/language.rules';
import { DemoRequestStore } from '../demo/demo-request.store';
import { useInjection } from '../injection/use-injection';
import { LevelActivationPanel } from '../settings/LevelActivationPanel';
import { SettingsGate } from '../settings/SettingsGate';
import { Button } from '../widgets/button/Button';
import { ConfirmModal } from '../widgets/modal/ConfirmModal';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { AttestationListStore } from './attestation-list.store';
import { attestationMessage } from './attestation-messages';
import { AttestationQuestionList, managementPath } from './AttestationQuestionList';
import { StaticFieldsPanel } from './StaticFieldsPanel';
import { ATTESTATION_SERVICE, useSettingsBrand } from './use-settings-brand';
import { BoxSkeleton } from '../widgets/skeleton/BoxSkeleton';
import './attestation.css';

const AttestationList = observer(function AttestationList({ brandId }: { readonly brandId: number }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(AttestationListStore);
  const [archiving, setArchiving] = useState<AttestationTemplate | undefined>(undefined);
  const section = useRef<HTMLElement>(null);
  // Set when a question was archived: its row (and the Archive button that opened the dialog) is
  // gone, so focus goes to the row that took its place, else the one above, else Add a question.
  const focusAfterArchive = useRef<number | 'add' | undefined>(undefined);
  const archive = async (item: AttestationTemplate) => {
    const before = store.list.kind === 'ready' ? store.list.value : [];
    const index = before.findIndex((question) => question.id === item.id);
    const neighbour = before[index + 1] ?? before[index - 1];
    if (!(await store.archive(item.id))) return;
    focusAfterArchive.current = neighbour?.id ?? 'add';
    setArchiving(undefined);
  };
  const returnFocus = () => {
    const target = focusAfterArchive.current;
    focusAfterArchive.current = undefined;
    if (target === undefined) return undefined;
    return section.current?.querySelector<HTMLElement>(
      target === 'add' ? '[data-add-question]' : `[role="row"][data-key="${target}"]`,
    );
  };
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    void store.load(brandId, 'ACTIVE');
  }, [store, brandId]);

  const panel = (
    <>
      {store.lastError && (
        <p role="alert" className="field__error">
          {attestationMessage(t, store.lastError)}
        </p>
      )}
      {store.list.kind === 'failed' && <ReadFailure onRetry={() => void store.load(brandId)} />}
      {store.list.kind === 'loading' && (
        <ul className="attestation-list" aria-busy="true" aria-label={t('attestation.loading')}>
          {Array.from({ length: 4 }, (_unused, index) => (
            <li key={index} className="attestation-item skeleton-row" aria-hidden="true">
              <span className="skeleton-row__bar" />
            </li>
          ))}
        </ul>
      )}
      {store.list.kind === 'ready' && (
        <>
          <p className="attestation-count">
            {t('attestation.list.count', { count: store.list.value.length })}
          </p>
          <AttestationQuestionList
            store={store}
            items={store.list.value}
            brandId={brandId}
            language={language}
            onArchive={setArchiving}
          />
        </>
      )}
    </>
  );
  return (
    <section ref={section} className="panel panel--stacked" aria-labelledby="attestation-questions">
      <div className="attestation-toolbar">
        <h2 id="attestation-questions">{t('attestation.list.questions')}</h2>
        <Link className="button button--md button--primary" to={managementPath(brandId)} data-add-question>
          {t('attestation.list.add')}
        </Link>
      </div>
      <Tabs
        selectedKey={store.status}
        onSelectionChange={(key) => void store.load(brandId, key as AttestationStatus)}
      >
        <TabList aria-label={t('attestation.list.statusLabel')} className="attestation-choices">
          <Tab id="ACTIVE" className="button button--sm button--secondary">
            {t('attestation.list.active')}
          </Tab>
          <Tab id="ARCHIVED" className="button button--sm button--secondary">
            {t('attestation.list.archived')}
          </Tab>
        </TabList>
        <TabPanel id="ACTIVE">{store.status === 'ACTIVE' && panel}</TabPanel>
        <TabPanel id="ARCHIVED">{store.status === 'ARCHIVED' && panel}</TabPanel>
      </Tabs>
      <ConfirmModal
        open={archiving !== undefined}
        title={t('attestation.list.archiveTitle')}
        confirmLabel={t('attestation.list.archive')}
        cancelLabel={t('attestation.cancel')}
        danger
        busy={store.busy}
        returnFocus={returnFocus}
        onCancel={() => setArchiving(undefined)}
        onConfirm={() => archiving && void archive(archiving)}
      >
        <p>{t('attestation.list.archiveBody')}</p>
      </ConfirmModal>
    </section>
  );
});

/**
 * `settings/{path?}/clockout-attestation` (spec 000 §2, 001 §2): the brand's clock-out
 * attestation questions behind the per-brand authorisation call, the static texts shown with
 * them, and the levels of the brand tree that have the feature on. A brand without the
 * CLOCKOUT_ATTESTATION service is offered the module's demo instead.
 */
const AttestationSettingsScreen = observer(function AttestationSettingsScreen() {
  const { t } = useTranslation();
  const { brandId, brand, hasService } = useSettingsBrand();
  const demos = useInjection(DemoRequestStore);
  return (
    <section className="attestation" aria-labelledby="attestation-title">
      <h1 id="attestation-title" className="dashboard__title">
        {t('attestation.title')}
      </h1>
      {brand && <p className="dashboard__brand">{brand.name}</p>}
      {brandId === undefined || hasService === undefined ? (
        <BoxSkeleton className="settings-gate__skeleton" label={t('attestation.loading')} />
      ) : !hasService ? (
        <div className="panel panel--stacked">
          <p>{t('attestation.noService')}</p>
          <Button onClick={() => void demos.openModal(ATTESTATION_SERVICE)}>
            {t('attestation.requestDemo')}
          </Button>
        </div>
      ) : (
        <SettingsGate brandId={brandId} requiredPermissions={['MANAGE_CLOCKOUT_ATTESTATION']}>
          <AttestationList brandId={brandId} />
          <StaticFieldsPanel brandId={brandId} />
          <LevelActivationPanel brandId={brandId} serviceCode={ATTESTATION_SERVICE} />
        </SettingsGate>
      )}
    </section>
  );
});
export default AttestationSettingsScreen;
