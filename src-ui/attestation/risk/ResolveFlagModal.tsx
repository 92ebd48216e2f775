import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTESTATION_LIMITS } from '../../../src-domain/attestation/attestation-limits.rules';
import type { AttestationAnswer } from '../../../src-domain/attestation/risk.model';
import { Button } from '../../widgets/button/Button';
import { Modal } from '../../widgets/modal/Modal';
import { attestationMessage } from '../attestation-messages';

/**
 * Resolving one flagged answer: who, where and what was answered, and the manager's note
 * (required, at most ATTESTATION_LIMITS.resolutionNote characters). `error` is a server code.
 */
export function ResolveFlagModal({
  answer,
  question,
  busy,
  error,
  onResolve,
  onClose,
  returnFocus,
}: {
  readonly answer: AttestationAnswer;
  readonly question: string;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onResolve: (note: string) => void;
  readonly onClose: () => void;
  /** Where focus goes on closing instead of the Resolve button that opened it (see Modal). */
  readonly returnFocus?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const errorId = useId();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const empty = note.trim() === '';
  const submit = () => {
    setTried(true);
    if (!empty) onResolve(note.trim());
  };
  return (
    <Modal
      open
      onClose={onClose}
      returnFocus={returnFocus}
      title={t('attestation.risk.resolveTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('attestation.cancel')}
          </Button>
          <Button busy={busy} onClick={submit}>
            {t('attestation.risk.resolve')}
          </Button>
        </>
      }
    >
      <dl className="attestation-facts">
        <dt>{t('attestation.risk.columns.employee')}</dt>
        <dd>{answer.employeeName}</dd>
        <dt>{t('attestation.risk.columns.location')}</dt>
        <dd>{answer.locationName}</dd>
        <dt>{t('attestation.risk.columns.question')}</dt>
        <dd>{question}</dd>
        <dt>{t('attestation.risk.columns.answer')}</dt>
        <dd>{answer.answers.join(', ')}</dd>
        {answer.comment && (
          <>
            <dt>{t('attestation.risk.comment')}</dt>
            <dd>{answer.comment}</dd>
          </>
        )}
      </dl>
      <div className="field">
        <label htmlFor={noteId}>{t('attestation.risk.note')}</label>
        <textarea
          id={noteId}
          className="attestation-textarea"
          value={note}
          maxLength={ATTESTATION_LIMITS.resolutionNote}
          rows={3}
          aria-invalid={tried && empty}
          aria-describedby={tried && (empty || error) ? errorId : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {tried && (empty || error) && (
          <p id={errorId} className="field__error" role="alert">
            {empty ? t('attestation.risk.noteRequired') : attestationMessage(t, error ?? '')}
          </p>
        )}
      </div>
    </Modal>
  );
}
