import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SESSION_PAUSED } from '../../src-domain/session/session-paused.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { FlashToastStore } from '../widgets/toast/flash-toast.store';
import { ToastStore } from '../widgets/toast/toast.store';
import { SessionStore } from './session.store';
import { SessionWatchStore, type SessionNavigation } from './session-watch.store';
import { VersionWatchStore } from './version-watch.store';

function usePerform(navigation: SessionNavigation | undefined, done: () => void) {
  const navigate = useNavigate();
  const toasts = useInjection(ToastStore);
  const flash = useInjection(FlashToastStore);
  const { t } = useTranslation();
  useEffect(() => {
    if (!navigation) return;
    if (navigation.toast) {
      toasts.show(t(navigation.toast.key), 'error', navigation.toast.durationMs);
      // The target (e.g. /user/logout) may leave the page at once: the next page shows it too.
      flash.keep({ key: navigation.toast.key, kind: 'error', durationMs: navigation.toast.durationMs });
    }
    done();
    navigate(navigation.path, { replace: true });
  }, [navigation, done, navigate, toasts, flash, t]);
}

/**
 * Runs the signed-in page's watches (spec 000 §4, §6) while mounted: focus and account checks,
 * suspension and multi-factor checks, maintenance and version updates; performs their in-app
 * navigations and shows the 'Session paused' modal and the update prompt.
 */
export const SessionEffects = observer(function SessionEffects() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const watch = useInjection(SessionWatchStore);
  const versions = useInjection(VersionWatchStore);
  const brands = useInjection(BrandContextStore);
  const userId = session.user?.id;

  // Versions may target a brand: an employer's poll starts once the context brand is known.
  const brandsSettled = brands.status === 'ready' || brands.status === 'failed';
  const versionsReady = userId !== undefined && (session.user?.user_employer !== true || brandsSettled);

  useEffect(() => {
    if (userId === undefined) return;
    const stopWatch = watch.start();
    void watch.checkAccountStanding();
    return stopWatch;
  }, [userId, watch]);

  useEffect(() => (versionsReady ? versions.start() : undefined), [versionsReady, versions]);

  usePerform(watch.navigation, () => watch.navigated());
  usePerform(versions.navigation, () => versions.navigated());

  return (
    <>
      <Modal
        open={watch.paused}
        onClose={() => watch.acknowledgePause()}
        title={t('session.paused.title', { defaultValue: SESSION_PAUSED.title })}
        size="sm"
        role="alertdialog"
        footer={<Button onClick={() => watch.acknowledgePause()}>{t('session.paused.ok')}</Button>}
      >
        <p>{t('session.paused.message')}</p>
      </Modal>
      {versions.updateAvailable !== undefined && (
        <div className="update-prompt" role="status">
          <span>{t('session.update.message', { version: versions.updateAvailable })}</span>
          <Button size="sm" onClick={() => versions.refreshNow()}>
            {t('session.update.refresh')}
          </Button>
          <Button size="sm" variant="link" onClick={() => versions.dismissUpdate()}>
            {t('session.update.later')}
          </Button>
        </div>
      )}
    </>
  );
});
