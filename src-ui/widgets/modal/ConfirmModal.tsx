import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import { Modal, type ModalSize } from './Modal';

interface ConfirmModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly onConfirm: () => void;
  /** Cancel button, Close button and Escape. */
  readonly onCancel: () => void;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** While the confirmed action runs: the Confirm button spins and is disabled. */
  readonly busy?: boolean;
  readonly danger?: boolean;
  readonly size?: ModalSize;
  /** Where focus goes on closing instead of the opener (see Modal). */
  readonly returnFocus?: () => HTMLElement | null | undefined;
}

/** Asks the user to confirm an action: Cancel and Confirm in the footer. */
export function ConfirmModal({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
  danger = false,
  size = 'sm',
  returnFocus,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size={size}
      role="alertdialog"
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('widgets.modal.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel ?? t('widgets.modal.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
