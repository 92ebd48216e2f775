import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Avatar, AVATAR_SIZES } from '../widgets/avatar/Avatar';
import { Badge, BADGE_COLOURS, BADGE_TIERS } from '../widgets/badge/Badge';
import { Button, BUTTON_SIZES } from '../widgets/button/Button';
import { IconButton, ICON_SIZES } from '../widgets/button/IconButton';
import { PasswordField } from '../widgets/password-field/PasswordField';
import { RemovableItem } from '../widgets/removable-item/RemovableItem';
import { ToastStore } from '../widgets/toast/toast.store';
import { DemoBlock } from './DemoBlock';

/** Buttons, icon buttons, badges, avatars, the password field, removable items and toasts. */
export function ControlsPage() {
  const { t } = useTranslation();
  const toasts = useInjection(ToastStore);
  const [busy, setBusy] = useState(false);
  const [skills, setSkills] = useState(['barista', 'cashier', 'host']);
  const save = () => {
    setBusy(true);
    setTimeout(() => setBusy(false), 1500);
  };
  return (
    <>
      <DemoBlock
        title={t('designSystem.controls.buttons')}
        description={t('designSystem.controls.buttonsDescription')}
      >
        <div className="demo-row">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} size={size}>
              {t('designSystem.controls.size', { size })}
            </Button>
          ))}
        </div>
        <div className="demo-row">
          <Button variant="secondary">{t('designSystem.controls.secondary')}</Button>
          <Button variant="danger">{t('designSystem.controls.danger')}</Button>
          <Button busy={busy} onClick={save}>
            {busy ? t('designSystem.controls.saving') : t('designSystem.controls.save')}
          </Button>
        </div>
      </DemoBlock>
      <DemoBlock title={t('designSystem.controls.iconButtons')}>
        <div className="demo-row">
          {ICON_SIZES.map((size) => (
            <IconButton
              key={size}
              size={size}
              label={t('designSystem.controls.addSize', { size })}
              icon="+"
            />
          ))}
        </div>
      </DemoBlock>
      <DemoBlock title={t('designSystem.controls.badges')}>
        <div className="demo-row">
          {BADGE_COLOURS.map((colour) => (
            <Badge key={colour} colour={colour}>
              {t(`designSystem.controls.colours.${colour}`)}
            </Badge>
          ))}
        </div>
        <div className="demo-row">
          {BADGE_TIERS.map((tier) => (
            <Badge key={tier} tier={tier} colour="primary">
              {tier}
            </Badge>
          ))}
        </div>
      </DemoBlock>
      <DemoBlock title={t('designSystem.controls.avatars')}>
        <div className="demo-row">
          {AVATAR_SIZES.map((size, index) => (
            <Avatar
              key={size}
              size={size}
              first_name="Amara"
              last_name="Okafor"
              avatarId={index}
              shape={index % 2 ? 'square' : 'circle'}
            />
          ))}
          <Avatar first_name="Lucas" last_name="Martin" avatarId="42" showInitials={false} />
        </div>
      </DemoBlock>
      <DemoBlock title={t('designSystem.controls.password')}>
        <PasswordField label={t('designSystem.controls.passwordLabel')} autoComplete="new-password" />
      </DemoBlock>
      <DemoBlock title={t('designSystem.controls.removable')}>
        <div className="demo-row">
          {skills.map((skill) => (
            <RemovableItem key={skill} onRemove={() => setSkills(skills.filter((item) => item !== skill))}>
              {t(`designSystem.controls.skills.${skill}`)}
            </RemovableItem>
          ))}
        </div>
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.controls.toasts')}
        description={t('designSystem.controls.toastsDescription')}
      >
        <div className="demo-row">
          <Button
            variant="secondary"
            onClick={() => toasts.show(t('designSystem.controls.toastSaved'), 'success')}
          >
            {t('designSystem.controls.showToast')}
          </Button>
          <Button
            variant="danger"
            onClick={() => toasts.show(t('designSystem.controls.toastFailed'), 'error')}
          >
            {t('designSystem.controls.showErrorToast')}
          </Button>
        </div>
      </DemoBlock>
    </>
  );
}
