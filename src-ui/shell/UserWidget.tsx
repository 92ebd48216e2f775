import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { BrigadeLogo } from '../layouts/BrigadeLogo';
import { SessionStore } from '../session/session.store';
import { Avatar } from '../widgets/avatar/Avatar';
import { useDismiss } from '../widgets/popup/use-dismiss';

/**
 * The user widget (spec 000 §2): the avatar (initials when there is no photo) opening a menu with
 * the name and 'Log out'. Candidates see their profile image, or the product logo when they have
 * none (001 §2).
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
        {!user.user_employer && !photo ? (
          // Decoration: the button's name is the menu's, and a visible 'Brigade' it does not contain
          // would contradict it (label-content-name-mismatch).
          <span aria-hidden="true">
            <BrigadeLogo label={t('shell.logo')} />
          </span>
        ) : (
          <Avatar
            imgHref={photo}
            first_name={user.first_name}
            last_name={user.last_name}
            avatarId={user.id}
            size="sm"
          />
        )}
      </button>
      {open && (
        <div className="user-widget__menu" role="menu">
          <p className="user-widget__name">{name}</p>
          <p className="user-widget__email">{user.email}</p>
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
