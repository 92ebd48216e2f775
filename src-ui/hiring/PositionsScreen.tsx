import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtrFilter } from '../../src-domain/positions/positions-api.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { ErrorPanel } from './ErrorPanel';
import { formatDate } from './format';
import { POSITIONS_PAGE_SIZE, PositionsStore } from './positions.store';
import { PositionEditor } from './PositionEditor';
import { PositionEditorStore } from './position-editor.store';
import { PositionCopyDialog } from './PositionCopyDialog';
import { PositionCopyStore } from './position-copy.store';
import './hiring.css';

/** The approvals to recruit of the position the store has open, with the status filter. */
const AtrsDialog = observer(function AtrsDialog() {
  const { t, i18n } = useTranslation();
  const store = useInjection(PositionsStore);
  const editor = useInjection(PositionEditorStore);
  const filterId = useId();
  const dialog = store.dialog;
  const statuses = store.view.kind === 'ready' ? store.view.value.atrStatuses : [];
  const status = (code: string) => t(`hiringSetup.atr.statuses.${code}`, { defaultValue: code });
  const atrs = dialog?.atrs;
  return (
    <Modal
      open={dialog !== undefined}
      onClose={() => store.closeAtrs()}
      title={
        dialog
          ? t('hiringSetup.atr.title', {
              title: dialog.position.title,
              location: dialog.position.locationName,
            })
          : ''
      }
    >
      <div className="positions-atrs">
        <label htmlFor={filterId}>{t('hiringSetup.atr.filter')}</label>
        <select
          id={filterId}
          value={dialog?.filter ?? 'ALL'}
          onChange={(event) => void store.filterAtrs(event.target.value as AtrFilter)}
        >
          <option value="ALL">{t('hiringSetup.atr.all')}</option>
          {statuses.map((code) => (
            <option key={code} value={code}>
              {status(code)}
            </option>
          ))}
        </select>
        {atrs === undefined || atrs.kind === 'loading' ? (
          <div aria-busy="true">
            <span className="visually-hidden-text" role="status">
              {t('hiringSetup.atr.loading')}
            </span>
            <div className="hiring-skeleton positions-atrs__skeleton" aria-hidden="true" />
          </div>
        ) : atrs.kind === 'failed' ? (
          atrs.code === 'POSITIONS.ATR_FORBIDDEN' ? (
            <p role="alert">{t('hiringSetup.atr.forbidden')}</p>
          ) : (
            <div role="alert">
              <p className="hiring-error">{t('hiring.loadFailed')}</p>
              <Button size="sm" variant="secondary" onClick={() => void store.loadAtrs()}>
                {t('hiring.retry')}
              </Button>
            </div>
          )
        ) : atrs.value.length === 0 ? (
          <p role="status">{t('hiringSetup.atr.empty')}</p>
        ) : (
          <>
            <p role="status">{t('hiringSetup.atr.count', { count: atrs.value.length })}</p>
            <ul className="positions-atrs__list">
              {atrs.value.map((atr) => (
                <li key={atr.id} className="positions-atrs__item">
                  <p className="positions-atrs__head">
                    <span
                      className={`positions-atrs__status positions-atrs__status--${atr.status.toLowerCase()}`}
                    >
                      {status(atr.status)}
                    </span>
                    <span>{t('hiringSetup.atr.headcount', { count: atr.headcount })}</span>
                  </p>
                  <p className="positions-atrs__reason">{atr.reason}</p>
                  {atr.status === 'PENDING' && dialog && store.brandId !== undefined ? (
                    <p className="positions-atrs__decision">
                      {(['APPROVED', 'REJECTED'] as const).map((decision) => (
                        <Button
                          key={decision}
                          size="sm"
                          variant={decision === 'APPROVED' ? 'primary' : 'secondary'}
                          onClick={() =>
                            void editor
                              .decide(store.brandId!, dialog.position.id, atr.id, decision)
                              .then((done) => (done ? store.loadAtrs() : undefined))
                          }
                        >
                          {t(`careers.atr.${decision}`)}
                        </Button>
                      ))}
                    </p>
                  ) : null}
                  <p className="positions-atrs__meta">
                    {atr.requestedBy
                      ? t('hiringSetup.atr.requestedBy', {
                          name: atr.requestedBy,
                          date: formatDate(atr.createdAt, i18n.language),
                        })
                      : formatDate(atr.createdAt, i18n.language)}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
});

/**
 * "New position": at the context brand when it is a location, else at a location chosen among
 * those of the list (issue #38).
 */
const NewPosition = observer(function NewPosition({
  locations,
  contextBrand,
}: {
  readonly locations: readonly { readonly id: number; readonly name: string }[];
  readonly contextBrand: { readonly brand_id: number; readonly brand_type?: string } | undefined;
}) {
  const { t } = useTranslation();
  const editor = useInjection(PositionEditorStore);
  const selectId = useId();
  const [choice, setChoice] = useState<number | undefined>(undefined);
  const atLocation = contextBrand?.brand_type === 'LOCATION';
  const locationId = atLocation ? contextBrand?.brand_id : (choice ?? locations[0]?.id);
  return (
    <div className="positions-new">
      {!atLocation && locations.length > 0 ? (
        <>
          <label htmlFor={selectId}>{t('careers.editor.location')}</label>
          <select
            id={selectId}
            value={locationId}
            onChange={(event) => setChoice(Number(event.target.value))}
          >
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <Button
        size="sm"
        disabled={locationId === undefined}
        onClick={() => locationId !== undefined && editor.openNew(locationId)}
      >
        {t('careers.editor.new')}
      </Button>
      {editor.failure && !editor.open ? (
        <p className="hiring-error" role="alert">
          {t(`careers.errors.${editor.failure}`, { defaultValue: t('careers.errors.generic') })}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The positions of the context brand (issue #13; our design): its position settings (management
 * mode and levels, inherited), then its open positions and those of the brands below it by
 * category, a page of POSITIONS_PAGE_SIZE with "N–M of T"; each position opens its approvals to
 * recruit (ATR), filtered by status. A failed read shows the error panel with a retry.
 */
const PositionsScreen = observer(function PositionsScreen() {
  const { t } = useTranslation();
  const store = useInjection(PositionsStore);
  const editor = useInjection(PositionEditorStore);
  const brands = useInjection(BrandContextStore);
  const brandId = brands.context?.brand_id;
  const copier = useInjection(PositionCopyStore);
  const saved = editor.saved + copier.done;
  useEffect(() => {
    if (brandId !== undefined) void store.show(brandId);
  }, [store, brandId, saved]);
  const locationChoices = store.locations;
  const view = store.view;
  const level = (code: string) => t(`hiringSetup.levels.${code}`, { defaultValue: code });
  return (
    <section className="hiring" aria-labelledby="hiring-positions-title">
      <h1 id="hiring-positions-title" className="hiring__title">
        {t('hiringSetup.positions.title')}
      </h1>
      {view.kind === 'failed' ? (
        <ErrorPanel code={view.code} onRetry={() => void store.retry()} />
      ) : view.kind === 'loading' ? (
        <div className="panel" aria-busy="true">
          <span className="visually-hidden-text" role="status">
            {t('hiringSetup.positions.loading')}
          </span>
          <div className="hiring-skeleton positions-settings__skeleton" aria-hidden="true" />
          <ul className="team-list" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="team-list__row team-list__row--skeleton" />
            ))}
          </ul>
        </div>
      ) : (
        <>
          <section className="panel" aria-labelledby="hiring-positions-settings">
            <h2 id="hiring-positions-settings">{t('hiringSetup.positions.settings')}</h2>
            <dl className="positions-settings">
              <dt>{t('hiringSetup.positions.mode')}</dt>
              <dd>
                {view.value.settings.managementMode
                  ? t(`hiringSetup.modes.${view.value.settings.managementMode}`, {
                      defaultValue: view.value.settings.managementMode,
                    })
                  : t('hiringSetup.positions.noMode')}
              </dd>
              <dt>{t('hiringSetup.positions.levels')}</dt>
              <dd>
                {view.value.settings.levels.length > 0
                  ? view.value.settings.levels.map(level).join(', ')
                  : t('hiringSetup.positions.noLevels')}
              </dd>
            </dl>
          </section>
          <section className="panel" aria-labelledby="hiring-positions-open">
            <h2 id="hiring-positions-open">{t('hiringSetup.positions.open')}</h2>
            <NewPosition locations={locationChoices} contextBrand={brands.context} />
            <label className="positions-list__filter">
              <input
                type="checkbox"
                checked={store.includeArchived}
                onChange={(event) => void store.setIncludeArchived(event.target.checked)}
              />
              {t('careersApply.manage.showArchived')}
            </label>
            {store.total === 0 ? (
              <p>{t('hiringSetup.positions.empty')}</p>
            ) : (
              <>
                <p className="team-list__count" role="status">
                  {t('hiringTeam.list.count', {
                    from: store.offset + 1,
                    to: store.offset + store.pageRows.length,
                    total: store.total,
                  })}
                </p>
                <ul className="positions-list" aria-labelledby="hiring-positions-open">
                  {store.pageRows.map((position) => (
                    <li key={position.id} className="positions-list__row">
                      <span className="positions-list__title">
                        <bdi>{position.title}</bdi>
                      </span>
                      <span className="positions-list__meta">
                        {`${t(`hiring.categories.${position.category}`, { defaultValue: position.category })} · `}
                        <bdi>{position.locationName}</bdi>
                      </span>
                      {position.status ? (
                        <span
                          className={`positions-list__status positions-list__status--${position.status.toLowerCase()}`}
                        >
                          {t(`careers.statuses.${position.status}`, { defaultValue: position.status })}
                        </span>
                      ) : null}
                      {position.archived ? (
                        <span className="positions-list__status">{t('careersApply.manage.archived')}</span>
                      ) : null}
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${t('careersApply.manage.copy')}: ${position.title} (${position.locationName})`}
                        onClick={() => {
                          if (brandId === undefined) return;
                          void copier.start({
                            brandId,
                            positionId: position.id,
                            title: position.title,
                            locationId: position.locationId,
                          });
                        }}
                      >
                        {t('careersApply.manage.copy')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('careers.editor.editLabel', {
                          title: position.title,
                          location: position.locationName,
                        })}
                        onClick={() =>
                          brandId === undefined ? undefined : void editor.openEdit(brandId, position.id)
                        }
                      >
                        {t('careers.editor.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('hiringSetup.atr.open', {
                          title: position.title,
                          location: position.locationName,
                        })}
                        onClick={() => void store.openAtrs(position)}
                      >
                        {t('hiringSetup.atr.button')}
                      </Button>
                    </li>
                  ))}
                </ul>
                <nav className="team-list__pager" aria-label={t('hiringSetup.positions.pages')}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={store.offset === 0}
                    onClick={() => store.page(store.offset - POSITIONS_PAGE_SIZE)}
                  >
                    {t('hiringTeam.list.previous')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={store.offset + POSITIONS_PAGE_SIZE >= store.total}
                    onClick={() => store.page(store.offset + POSITIONS_PAGE_SIZE)}
                  >
                    {t('hiringTeam.list.next')}
                  </Button>
                </nav>
              </>
            )}
          </section>
          <AtrsDialog />
          <PositionCopyDialog />
          <PositionEditor categories={view.value.categories} />
        </>
      )}
    </section>
  );
});
export default PositionsScreen;
