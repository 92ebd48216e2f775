import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { Modal, type ModalSize } from './Modal';

/** Tells the user something that needs acknowledging: one OK button in the footer. */
export function AlertModal({
  open,
  title,
  children,
  onClose,
  size = 'sm',
}: {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly size?: ModalSize;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      role="alertdialog"
      footer={<Button onClick={onClose}>{t('widgets.modal.ok')}</Button>}
    >
      {children}
    </Modal>
  );
}
