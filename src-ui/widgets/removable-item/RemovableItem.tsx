import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chip with a 'remove item' button (spec 001 §2); the button is described by the chip's
 * text, so a screen reader hears which item it removes.
 */
export function RemovableItem({
  children,
  onRemove,
}: {
  readonly children: ReactNode;
  readonly onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="removable-item">
      <span id={id}>{children}</span>
      <button
        type="button"
        className="removable-item__remove"
        aria-label={t('widgets.removable.remove')}
        aria-describedby={id}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
