import { useTranslation } from 'react-i18next';

/** A row of headline figures; `undefined` values show a placeholder while loading. */
export function Figures({
  items,
}: {
  readonly items: readonly { readonly labelKey: string; readonly value: number | undefined }[];
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="dashboard__figures">
      {items.map((item) => (
        <li key={item.labelKey} className="dashboard__figure">
          <span className="dashboard__figure-value">
            {item.value === undefined ? '–' : format.format(item.value)}
          </span>
          <span className="dashboard__figure-label">{t(item.labelKey)}</span>
        </li>
      ))}
    </ul>
  );
}
