import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { PREFERENCES_ROUTE } from '../preferences/preferences.path';
import { SessionStore } from '../session/session.store';
import { Avatar } from '../widgets/avatar/Avatar';
import { POPUP_OFFSET } from '../widgets/popup/popup-position';

/**
 * The user widget (spec 000 §2): the avatar (initials when there is no photo) opening a menu with
 * the name and 'Log out' (and, for a platform administrator only, the job queue and the vitals
 * report: issue #35). Candidates see their profile image in it; without one, their initials,
 * since the header's home link is the one product logo a page shows (spec 000 §1 "a profile image
 * or a logo in the header").
 *
 * A WAI-ARIA menu button on react-aria-components: Enter, Space or ↓ opens it on the first item,
 * ↑ on the last; arrows, Home and End move; Escape or choosing closes it and focus goes back to
 * the button. The name and e-mail sit above the menu, outside it (they are not actions).
 */
export const UserWidget = observer(function UserWidget() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const user = session.user;
  if (!user) return null;
  const photo = user.profile_image?.path;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="user-widget">
      <MenuTrigger>
        {/* Named by its content, not an aria-label: the initials are the avatar's picture (hidden
            from the name), the hidden text says what the button opens, so no visible text is
            missing from the name (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch). */}
        <Button className="user-widget__toggle">
          {/* The header's home link already shows the product logo: a candidate without a photo
              sees their initials here, like an employer, not a second logo. */}
          <span aria-hidden="true" className="user-widget__avatar">
            <Avatar
              imgHref={photo}
              first_name={user.first_name}
              last_name={user.last_name}
              avatarId={user.id}
              size="sm"
            />
          </span>
          <span className="visually-hidden-text">{t('shell.userMenu', { name })}</span>
        </Button>
        <Popover className="user-widget__menu" placement="bottom end" offset={POPUP_OFFSET}>
          <p className="user-widget__name">{name}</p>
          <p className="user-widget__email">{user.email}</p>
          <Menu className="user-widget__items" aria-label={t('shell.userMenu', { name })}>
            {user.user_employer && (
              <MenuItem className="user-widget__item" href={PREFERENCES_ROUTE}>
                {t('brandData.preferences.menuItem')}
              </MenuItem>
            )}
            {user.is_platform_admin === true && (
              <MenuItem className="user-widget__item" href={Routes.adminJobs}>
                {t('jobs.documentTitle')}
              </MenuItem>
            )}
            {user.is_platform_admin === true && (
              <MenuItem className="user-widget__item" href={Routes.adminVitals}>
                {t('vitals.documentTitle')}
              </MenuItem>
            )}
            <MenuItem className="user-widget__item" href={Routes.profile}>
              {t('media.profile.menu')}
            </MenuItem>
            <MenuItem className="user-widget__item" href={Routes.logout}>
              {t('shell.logout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
});
