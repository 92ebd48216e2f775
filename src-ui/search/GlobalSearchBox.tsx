import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useNarrowScreen } from '../layouts/use-narrow-screen';
import { useDismiss } from '../widgets/popup/use-dismiss';

/**
 * The header's global search (spec 000 §2): submitting opens global-search-result/{term}. On a
 * narrow screen it is an icon button that opens the form full-width under the header, with focus
 * in the field; Escape or a click outside closes it and focus goes back to the button.
 */
export function GlobalSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { searchTerm } = useParams();
  const narrow = useNarrowScreen();
  const [term, setTerm] = useState(searchTerm ?? '');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = (reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  };
  useDismiss(narrow && open, [rootRef], close);
  useEffect(() => {
    if (narrow && open) inputRef.current?.focus();
  }, [narrow, open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') return;
    setOpen(false);
    navigate(`/global-search-result/${encodeURIComponent(trimmed)}`);
  };
  return (
    <div className="global-search" ref={rootRef}>
      {narrow && (
        <button
          ref={toggleRef}
          type="button"
          className="icon-button-plain"
          aria-expanded={open}
          aria-controls="global-search-form"
          onClick={() => setOpen(!open)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
            />
          </svg>
          <span className="visually-hidden-text">{t('search.open')}</span>
        </button>
      )}
      {(!narrow || open) && (
        <form
          id="global-search-form"
          className={`global-search__form${narrow ? ' is-panel' : ''}`}
          role="search"
          onSubmit={submit}
        >
          <input
            ref={inputRef}
            type="search"
            className="global-search__input"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className="global-search__submit">
            {t('search.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
