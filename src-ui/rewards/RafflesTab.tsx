import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { Pager, RewardsFailure, SkeletonBody } from './RewardsFailure';
import { rewardsManagementPath } from './rewards-paths';
import { REWARDS_PAGE_SIZE } from './rewards.loadable';
import { RewardsSettingsStore } from './rewards-settings.store';

/** The raffles tab: the subtree's raffles, newest first, with their status, and "New raffle". */
export const RafflesTab = observer(function RafflesTab({ brandId }: { readonly brandId: number }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(RewardsSettingsStore);
  useEffect(() => {
    void store.loadRaffles(brandId);
  }, [store, brandId]);
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const raffles = store.raffles;
  return (
    <div className="panel rewards-panel">
      <div className="rewards-panel__head">
        <h2 id="rewards-raffles-title">{t('rewards.raffle.listTitle')}</h2>
        <Link className="rewards-action" to={rewardsManagementPath(brandId, 'raffle-management')}>
          {t('rewards.raffle.create')}
        </Link>
      </div>
      {raffles.kind === 'failed' ? (
        <RewardsFailure
          code={raffles.code}
          onRetry={() => void store.loadRaffles(brandId, store.rafflesOffset)}
        />
      ) : (
        <>
          <TableScroll labelledBy="rewards-raffles-title">
            <table className="dashboard-table" aria-busy={raffles.kind === 'loading'}>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.raffle.title')}</th>
                  <th scope="col">{t('rewards.raffle.status')}</th>
                  <th scope="col">{t('rewards.raffle.closes')}</th>
                  <th scope="col">{t('rewards.raffle.entries')}</th>
                  <th scope="col">{t('rewards.raffle.entryCost')}</th>
                </tr>
              </thead>
              {raffles.kind === 'loading' ? (
                <SkeletonBody columns={5} />
              ) : (
                <tbody>
                  {raffles.value.items.length === 0 && (
                    <tr>
                      <td colSpan={5}>{t('rewards.raffle.empty')}</td>
                    </tr>
                  )}
                  {raffles.value.items.map((raffle) => (
                    <tr key={raffle.id}>
                      <td>
                        <Link to={rewardsManagementPath(brandId, 'raffle-management', raffle.id)}>
                          {raffle.title}
                        </Link>
                      </td>
                      <td>{t(`rewards.raffle.statusName.${raffle.status}`)}</td>
                      <td>{date.format(new Date(raffle.closesAt))}</td>
                      <td>{number.format(raffle.entriesCount)}</td>
                      <td>{number.format(raffle.entryCost)}</td>
                    </tr>
                  ))}
                </tbody>
              )}
            </table>
          </TableScroll>
          {raffles.kind === 'ready' && (
            <Pager
              offset={store.rafflesOffset}
              shown={raffles.value.items.length}
              total={raffles.value.total}
              pageSize={REWARDS_PAGE_SIZE}
              onPage={(offset) => void store.loadRaffles(brandId, offset)}
            />
          )}
        </>
      )}
    </div>
  );
});
