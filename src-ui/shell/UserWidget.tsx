import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { PREFERENCES_ROUTE } from '../preferences/preferences.path';
import { SessionStore } from '../session/session.store';
import { Avatar } from '../widgets/avatar/Avatar';
import { useDismiss } from '../widgets/popup/use-dismiss';

/**
 * The user widget (spec 000 §2): the avatar (initials when there is no photo) opening a menu with
 * the name and 'Log out'. Candidates see their profile image in it; without one, their initials,
 * since the header's home link is the one product logo a page shows (spec 000 §1 "a profile image
 * or a logo in the header").
 */
export const UserWidget = observer(function UserWidget() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(open, [rootRef], () => setOpen(false));
  const user = session.user;
  if (!user) return null;
  const photo = user.profile_image?.path;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="user-widget" ref={rootRef}>
      <button
        type="button"
        className="user-widget__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('shell.userMenu', { name })}
        onClick={() => setOpen(!open)}
      >
        {/* The header's home link already shows the product logo: a candidate without a photo
            sees their initials here, like an employer, not a second logo. */}
        <Avatar
          imgHref={photo}
          first_name={user.first_name}
          last_name={user.last_name}
          avatarId={user.id}
          size="sm"
        />
      </button>
      {open && (
        <div className="user-widget__menu" role="menu">
          <p className="user-widget__name">{name}</p>
          <p className="user-widget__email">{user.email}</p>
          {user.user_employer && (
            <Link
              role="menuitem"
              className="user-widget__item"
              to={PREFERENCES_ROUTE}
              onClick={() => setOpen(false)}
            >
              {t('brandData.preferences.menuItem')}
            </Link>
          )}
          <Link
            role="menuitem"
            className="user-widget__item"
            to={Routes.profile}
            onClick={() => setOpen(false)}
          >
            {t('media.profile.menu')}
          </Link>
          <Link role="menuitem" className="user-widget__item" to={Routes.logout}>
            {t('shell.logout')}
          </Link>
        </div>
      )}
    </div>
  );
});
