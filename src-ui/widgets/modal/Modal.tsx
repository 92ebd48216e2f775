import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isTopModal, nextModalLayer, registerOpenModal } from './modal-stack';

/** Modal sizes (spec 001 §2). */
export const MODAL_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  readonly open: boolean;
  /** Called on Escape and on the header's Close button; the owner sets `open` to false. */
  readonly onClose: () => void;
  readonly title: string;
  readonly size?: ModalSize;
  /** 'alertdialog' for confirmations and alerts that need an answer. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  /**
   * Where focus goes when the modal closes, called at that moment (the last rendered function:
   * read refs, not state set in the same update that closes); when it answers nothing, focus goes
   * back to the element that opened the modal. Give it when closing removes the opener.
   */
  readonly returnFocus?: () => HTMLElement | null | undefined;
}

function OpenModal({
  onClose,
  title,
  size = 'md',
  role = 'dialog',
  children,
  footer,
  returnFocus,
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement | null>(null);
  // Taken once when shown: a modal opened later lies above this one.
  const [layer] = useState(nextModalLayer);
  const [stackId] = useState(() => Symbol('modal'));
  useEffect(() => registerOpenModal(stackId), [stackId]);
  const latestOnClose = useRef(onClose);
  const latestReturnFocus = useRef(returnFocus);
  useEffect(() => {
    latestOnClose.current = onClose;
    latestReturnFocus.current = returnFocus;
  });
  useEffect(() => {
    // On the window, after popups inside the modal (they stop their own Escape at the document).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopModal(stackId)) latestOnClose.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stackId]);

  return createPortal(
    <div className="modal-layer" style={{ zIndex: layer }}>
      <div className="modal-backdrop" />
      <FocusTrap
        focusTrapOptions={{
          // Escape is ours (above), so the owner decides; focus goes back to the opener.
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
          setReturnFocus: (opener) => latestReturnFocus.current?.() ?? opener,
          fallbackFocus: () => dialogRef.current!,
          // Content of a shown modal is visible; 'none' also lets the trap work where layout is absent.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          tabIndex={-1}
          className={`modal modal--${size}`}
        >
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              aria-label={t('widgets.modal.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="modal__body" id={bodyId}>
            {children}
          </div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}

/**
 * A modal dialog (spec 001 §2): header with title and Close, body, optional footer; sizes xs–xxl;
 * focus trapped inside (a modal opened above pauses the trap below); Escape closes the top one;
 * layers from 1030 upwards; `modal-open` on the body while any is shown. Rendered in a portal on
 * the body, only in the browser.
 */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? <OpenModal {...rest} /> : null;
}
