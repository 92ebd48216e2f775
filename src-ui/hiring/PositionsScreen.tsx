import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtrFilter } from '../../src-domain/positions/positions-api.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { ErrorPanel } from './ErrorPanel';
import { formatDate } from './format';
import { POSITIONS_PAGE_SIZE, PositionsStore } from './positions.store';
import './hiring.css';

/** The approvals to recruit of the position the store has open, with the status filter. */
const AtrsDialog = observer(function AtrsDialog() {
  const { t, i18n } = useTranslation();
  const store = useInjection(PositionsStore);
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
 * The positions of the context brand (issue #13; our design): its position settings (management
 * mode and levels, inherited), then its open positions and those of the brands below it by
 * category, a page of POSITIONS_PAGE_SIZE with "N–M of T"; each position opens its approvals to
 * recruit (ATR), filtered by status. A failed read shows the error panel with a retry.
 */
const PositionsScreen = observer(function PositionsScreen() {
  const { t } = useTranslation();
  const store = useInjection(PositionsStore);
  const brands = useInjection(BrandContextStore);
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    if (brandId !== undefined) void store.show(brandId);
  }, [store, brandId]);
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
        </>
      )}
    </section>
  );
});
export default PositionsScreen;
