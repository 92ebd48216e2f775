import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../injection/use-injection';
import { FlashToastStore } from './flash-toast.store';
import './toast.css';
import { ToastStore, type Toast } from './toast.store';

function ToastItem({
  toast,
  onDismiss,
}: {
  readonly toast: Toast;
  readonly onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <span>{toast.message}</span>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={t('widgets.toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The toasts of ToastStore, in two live regions that exist before any toast arrives (so screen
 * readers announce them): errors in role=alert, others in role=status. Each leaves after its
 * duration or on its Dismiss button. On a page's first mount it also shows the toast an earlier
 * page kept for it (FlashToastStore).
 */
export const Toaster = observer(function Toaster() {
  const store = useInjection(ToastStore);
  const flash = useInjection(FlashToastStore);
  const { t } = useTranslation();
  useEffect(() => {
    const kept = flash.take();
    if (kept) store.show(t(kept.key), kept.kind, kept.durationMs);
  }, [flash, store, t]);
  const dismiss = useCallback((id: number) => store.dismiss(id), [store]);
  const render = (toasts: readonly Toast[]) =>
    toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />);
  return (
    <section className="toaster" aria-label={t('widgets.toast.region')}>
      <div role="status">{render(store.toasts.filter((toast) => toast.kind !== 'error'))}</div>
      <div role="alert">{render(store.toasts.filter((toast) => toast.kind === 'error'))}</div>
    </section>
  );
});
