import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateTag, Thumb } from '../../../src-domain/tags/tag.model';
import { Button } from '../../widgets/button/Button';

/**
 * The feedback on one carried tag: everyone's thumbs and notes with author and time, and the
 * caller's own thumb (up / down toggle buttons) and note, saved together.
 */
export function TagFeedbackEditor({
  tag,
  noteMaxLength,
  busy,
  onSave,
}: {
  readonly tag: CandidateTag;
  readonly noteMaxLength: number;
  readonly busy: boolean;
  readonly onSave: (thumb: Thumb, note: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const mine = tag.feedback.find((entry) => entry.mine);
  const [thumb, setThumb] = useState<Thumb | undefined>(mine?.thumb);
  const [note, setNote] = useState(mine?.note ?? '');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const noteId = `tag-note-${tag.tagId}-${tag.applicationId ?? 'all'}`;
  return (
    <div className="tag-feedback">
      <div
        className="tag-feedback__thumbs"
        role="group"
        aria-label={t('tags.feedback.thumbsLabel', { tag: tag.name })}
      >
        <button
          type="button"
          className="tag-feedback__thumb"
          aria-pressed={thumb === 'UP'}
          onClick={() => setThumb('UP')}
        >
          <span aria-hidden="true">👍</span> {t('tags.feedback.up')}
        </button>
        <button
          type="button"
          className="tag-feedback__thumb"
          aria-pressed={thumb === 'DOWN'}
          onClick={() => setThumb('DOWN')}
        >
          <span aria-hidden="true">👎</span> {t('tags.feedback.down')}
        </button>
      </div>
      <label htmlFor={noteId} className="tag-feedback__label">
        {t('tags.feedback.noteLabel', { tag: tag.name })}
      </label>
      <textarea
        id={noteId}
        className="tag-feedback__note"
        rows={2}
        maxLength={noteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={!thumb}
        busy={busy}
        onClick={() => thumb && onSave(thumb, note)}
      >
        {t('tags.feedback.save')}
      </Button>
      {tag.feedback.length > 0 && (
        <ul className="tag-feedback__list" aria-label={t('tags.feedback.listLabel', { tag: tag.name })}>
          {tag.feedback.map((entry) => (
            <li key={`${entry.authorName}-${entry.updatedAt}`}>
              <span aria-hidden="true">{entry.thumb === 'UP' ? '👍' : '👎'}</span>{' '}
              <span className="visually-hidden-text">
                {entry.thumb === 'UP' ? t('tags.feedback.up') : t('tags.feedback.down')}
              </span>
              <strong>{entry.authorName}</strong> ·{' '}
              <time dateTime={entry.updatedAt}>{time.format(new Date(entry.updatedAt))}</time>
              {entry.note && <p className="tag-feedback__text">{entry.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
