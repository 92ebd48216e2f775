import { useTranslation } from 'react-i18next';
import { Button } from '../button/Button';
import './read-failure.css';

export interface ReadFailureProps {
  /** What could not be read, in the user's language; a generic sentence when omitted. */
  readonly message?: string;
  /** Reads again; the button is the panel's one action. */
  readonly onRetry: () => void;
}

/**
 * The panel a screen or section shows in place of data it could not read (never a blank area
 * or an endless spinner): what failed and a "Try again" button. Announced as an alert.
 */
export function ReadFailure({ message, onRetry }: ReadFailureProps) {
  const { t } = useTranslation();
  return (
    <div className="read-failure" role="alert">
      <p className="read-failure__message">{message ?? t('widgets.readFailure.message')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('widgets.readFailure.retry')}
      </Button>
    </div>
  );
}
