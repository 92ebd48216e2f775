import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { Modal, type ModalSize } from './Modal';

/**
 * What a modal shows when its content failed to load (spec 001 §8): 'Something went wrong',
 * 'Error occurred!' and the two explanations, with Close and Reload Page. `onReload` defaults
 * to reloading the page.
 */
export function ModalFailure({
  open,
  onClose,
  onReload = () => window.location.reload(),
  size = 'md',
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onReload?: () => void;
  readonly size?: ModalSize;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('widgets.modalFailure.title')}
      size={size}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('widgets.modalFailure.close')}
          </Button>
          <Button onClick={onReload}>{t('widgets.modalFailure.reload')}</Button>
        </>
      }
    >
      <div className="modal-failure">
        <p className="modal-failure__heading">{t('widgets.modalFailure.heading')}</p>
        <p>{t('widgets.modalFailure.unexpected')}</p>
        <p>{t('widgets.modalFailure.tryReload')}</p>
      </div>
    </Modal>
  );
}
