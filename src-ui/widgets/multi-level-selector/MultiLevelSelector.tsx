import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LevelItem {
  readonly id: string;
  /** Already translated or user data. */
  readonly label: string;
  readonly children?: readonly LevelItem[];
}

interface MultiLevelSelectorProps {
  readonly label: string;
  readonly items: readonly LevelItem[];
  readonly value?: string;
  readonly onChange: (item: LevelItem) => void;
}

/**
 * Chooses one item in a tree by walking down its levels (spec 001 §2): each level is a list
 * (at most 15rem high, scrolling) of items to choose and, for items with children, a button to
 * open their level; 'Back' returns one level up. All plain buttons, so Tab and Enter suffice.
 */
export function MultiLevelSelector({ label, items, value, onChange }: MultiLevelSelectorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [path, setPath] = useState<readonly LevelItem[]>([]);
  const listRef = useRef<HTMLUListElement | null>(null);
  const level = path.at(-1)?.children ?? items;
  const parent = path.at(-1);

  const focusFirst = () => requestAnimationFrame(() => listRef.current?.querySelector('button')?.focus());
  const open = (item: LevelItem) => {
    setPath([...path, item]);
    focusFirst();
  };
  const back = () => {
    setPath(path.slice(0, -1));
    focusFirst();
  };

  return (
    <div className="multi-level" role="group" aria-labelledby={headingId}>
      <div className="multi-level__header">
        <span id={headingId} className="multi-level__label">
          {label}
        </span>
        {parent && (
          <button type="button" className="multi-level__back" onClick={back}>
            <span aria-hidden="true" className="multi-level__back-icon">
              ‹
            </span>{' '}
            {t('widgets.multiLevel.back')}
          </button>
        )}
        {parent && <span className="multi-level__current">{parent.label}</span>}
      </div>
      <ul className="multi-level__list" ref={listRef}>
        {level.map((item) => (
          <li key={item.id} className="multi-level__item">
            <button
              type="button"
              className="multi-level__choose"
              aria-pressed={item.id === value}
              onClick={() => onChange(item)}
            >
              {item.label}
            </button>
            {item.children && item.children.length > 0 && (
              <button
                type="button"
                className="multi-level__open"
                aria-label={t('widgets.multiLevel.open', { name: item.label })}
                onClick={() => open(item)}
              >
                <span aria-hidden="true">›</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
