import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AccountContactPanel } from '../account/AccountContactPanel';
import { NotificationPreferencesPanel } from '../account/NotificationPreferencesPanel';
import { WorkplacesPanel } from '../brands/WorkplacesPanel';
import { useInjection } from '../injection/use-injection';
import { UserLocationPanel } from '../location/UserLocationPanel';
import { BirthdayPanel } from '../rewards/BirthdayPanel';
import { SessionStore } from '../session/session.store';
import { Avatar } from '../widgets/avatar/Avatar';
import { ImageUpload } from '../widgets/image-upload/ImageUpload';
import { ProfilePhotoStore } from './profile-photo.store';
import '../widgets/widgets.css';
import './media.css';

/**
 * /profile: the signed-in user's profile photo (issue #15). ImageUpload refuses photos under
 * 240 × 240 with the spec's message and opens the editor (crop original / square / 3:1, zoom,
 * rotate); the saved photo shows here and in the header at once. Below it, the user's account
 * (contact details and whether each is verified, with the verify notice), the businesses the
 * user works at and the user's location (shared only with consent, kept 7 days, revocable).
 * Last, the birthday grant opt-in (#17): /profile is the one personal page every signed-in user
 * reaches (candidates and members have no employer preferences page), so it is offered here too.
 */
const ProfileScreen = observer(function ProfileScreen() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const store = useInjection(ProfilePhotoStore);
  const user = session.user;
  return (
    <section className="media-screen" aria-labelledby="profile-title">
      <h1 id="profile-title" className="media-screen__title">
        {t('media.profile.title')}
      </h1>
      <section className="panel" aria-labelledby="profile-photo-title">
        <h2 id="profile-photo-title">{t('media.profile.photo')}</h2>
        <div className="profile-photo">
          <Avatar
            imgHref={user?.profile_image?.path}
            first_name={user?.first_name}
            last_name={user?.last_name}
            avatarId={user?.id}
            size="xl"
          />
          <div>
            <p className="media-card__title">{`${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim()}</p>
            <p className="media-card__meta">{user?.email}</p>
          </div>
        </div>
        <ImageUpload
          label={t('media.profile.change')}
          onResult={(result) => void store.save(result.image, result.coords)}
        />
        <div aria-live="polite">
          {store.saving && <p>{t('media.profile.saving')}</p>}
          {store.saved && <p>{t('media.profile.saved')}</p>}
        </div>
        <div role="alert" className="media-upload__error">
          {store.failure && t(`media.profile.errors.${store.failure}`)}
        </div>
      </section>
      <AccountContactPanel />
      <NotificationPreferencesPanel logbookDigest={user?.user_employer === true} />
      <WorkplacesPanel />
      {user && <UserLocationPanel userId={String(user.id)} />}
      <BirthdayPanel />
    </section>
  );
});
export default ProfileScreen;
