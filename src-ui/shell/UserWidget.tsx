import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { PREFERENCES_ROUTE } from '../preferences/preferences.path';
import { SessionStore } from '../session/session.store';
import { Avatar } from '../widgets/avatar/Avatar';
import { DropdownMenu, type MenuItem } from '../widgets/dropdown-menu/DropdownMenu';
import { ProfileMediaStore } from './profile-media.store';

/**
 * The user widget (spec 000 §2): the avatar (the profile media's photo, ProfileMediaStore;
 * initials when there is none) opening a menu with
 * the name and 'Log out' (and, for a platform administrator only, the job queue and the vitals
 * report: issue #35). Candidates see their profile image in it; without one, their initials,
 * since the header's home link is the one product logo a page shows (spec 000 §1 "a profile image
 * or a logo in the header").
 *
 * The DropdownMenu widget (the WAI-ARIA menu button) with the avatar as its trigger; the name and
 * e-mail sit above the menu, outside it (they are not actions).
 */
export const UserWidget = observer(function UserWidget() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const profileMedia = useInjection(ProfileMediaStore);
  const user = session.user;
  useEffect(() => {
    void profileMedia.refresh();
  }, [profileMedia, user?.id]);
  if (!user) return null;
  const photo = user.profile_image?.path;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const items: MenuItem[] = [
    ...(user.user_employer
      ? [{ id: 'preferences', label: t('brandData.preferences.menuItem'), href: PREFERENCES_ROUTE }]
      : []),
    ...(user.is_platform_admin === true
      ? [
          { id: 'admin-jobs', label: t('jobs.documentTitle'), href: Routes.adminJobs },
          { id: 'admin-vitals', label: t('vitals.documentTitle'), href: Routes.adminVitals },
        ]
      : []),
    { id: 'profile', label: t('media.profile.menu'), href: Routes.profile },
    { id: 'logout', label: t('shell.logout'), href: Routes.logout },
  ];
  return (
    <div className="user-widget">
      {/* Named by its content, not an aria-label: the initials are the avatar's picture (hidden
          from the name), the hidden text says what the button opens, so no visible text is
          missing from the name (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch). The
          header's home link already shows the product logo: a candidate without a photo sees
          their initials here, like an employer, not a second logo. */}
      <DropdownMenu
        triggerClassName="user-widget__toggle"
        trigger={
          <>
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
          </>
        }
        header={
          <>
            <p className="user-widget__name">{name}</p>
            <p className="user-widget__email">{user.email}</p>
          </>
        }
        popoverClassName="user-widget__menu"
        align="end"
        items={items}
      />
    </div>
  );
});
