import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

/** The header's global search (spec 000 §2): submitting opens global-search-result/{term}. */
export function GlobalSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { searchTerm } = useParams();
  const [term, setTerm] = useState(searchTerm ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed !== '') navigate(`/global-search-result/${encodeURIComponent(trimmed)}`);
  };
  return (
    <form className="global-search" role="search" onSubmit={submit}>
      <input
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
  );
}
