import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { Avatar } from '../widgets/avatar/Avatar';
import { Button } from '../widgets/button/Button';
import { ErrorPanel } from './ErrorPanel';
import { TeamMemberName } from './TeamMemberCard';
import { TEAM_PAGE_SIZE, TeamListStore } from './team-list.store';
import '../settings/settings.css';
import './hiring.css';

/**
 * The team of the context brand (issue #13; our design): everyone of the brand and the locations
 * below it, by name, a page of TEAM_PAGE_SIZE at a time with "N–M of T"; each name opens the
 * person's card as seen from the brand. The "Include brands below" switch (on by default) narrows
 * the list to the brand's own members, each with their role there. A failed read shows the error
 * panel with a retry.
 */
const TeamScreen = observer(function TeamScreen() {
  const { t } = useTranslation();
  const store = useInjection(TeamListStore);
  const brands = useInjection(BrandContextStore);
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    if (brandId !== undefined) void store.show(brandId);
  }, [store, brandId]);
  const page = store.page;
  return (
    <section className="hiring" aria-labelledby="hiring-team-title">
      <h1 id="hiring-team-title" className="hiring__title">
        {t('hiringTeam.list.title')}
      </h1>
      <Switch
        className="switch team-list__scope"
        isSelected={store.includeChildren}
        onChange={(on) => void store.setIncludeChildren(on)}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {t('hiringSetup.team.includeBelow')}
      </Switch>
      {page.kind === 'failed' ? (
        <ErrorPanel code={page.code} onRetry={() => void store.retry()} />
      ) : (
        <section className="panel" aria-labelledby="hiring-team-people" aria-busy={page.kind === 'loading'}>
          <h2 id="hiring-team-people">{t('hiringTeam.list.people')}</h2>
          {page.kind === 'loading' ? (
            <>
              <span className="visually-hidden-text" role="status">
                {t('hiringTeam.list.loading')}
              </span>
              <ul className="team-list" aria-hidden="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index} className="team-list__row team-list__row--skeleton" />
                ))}
              </ul>
            </>
          ) : page.value.total === 0 ? (
            <p>{t('hiringTeam.list.empty')}</p>
          ) : (
            <>
              <p className="team-list__count" role="status">
                {t('hiringTeam.list.count', {
                  from: store.offset + 1,
                  to: store.offset + page.value.members.length,
                  total: page.value.total,
                })}
              </p>
              <ul className="team-list" aria-labelledby="hiring-team-people">
                {page.value.members.map((member) => {
                  const name = `${member.firstName} ${member.lastName}`.trim();
                  return (
                    <li key={member.id} className="team-list__row">
                      <Avatar
                        imgHref={member.photoPath}
                        first_name={member.firstName}
                        last_name={member.lastName}
                        avatarId={member.id}
                        size="sm"
                      />
                      {brandId !== undefined && (
                        <TeamMemberName brandId={brandId} userId={member.id} name={name} />
                      )}
                      {member.role !== undefined && (
                        <span className="team-list__role">
                          {t(`hiringTeam.roles.${member.role}`, { defaultValue: member.role })}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              <nav className="team-list__pager" aria-label={t('hiringTeam.list.pages')}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!store.hasPrevious}
                  onClick={() => void store.load(store.offset - TEAM_PAGE_SIZE)}
                >
                  {t('hiringTeam.list.previous')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!store.hasNext}
                  onClick={() => void store.load(store.offset + TEAM_PAGE_SIZE)}
                >
                  {t('hiringTeam.list.next')}
                </Button>
              </nav>
            </>
          )}
        </section>
      )}
    </section>
  );
});
export default TeamScreen;
