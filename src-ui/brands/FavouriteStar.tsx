import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../src-domain/brands/brand.model';
import { useInjection } from '../injection/use-injection';
import { ToastStore } from '../widgets/toast/toast.store';
import { BrandContextStore } from './brand-context.store';
import './favourite-star.css';

/**
 * The favourite toggle of a brand (access-portal cards, brand switcher, brand profile): a
 * pressed/unpressed button with a star. The Starred view follows at once; a failed save puts
 * the star back and says so in a toast.
 */
export const FavouriteStar = observer(function FavouriteStar({
  brand,
  className = '',
}: {
  readonly brand: Pick<Brand, 'id' | 'name'>;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const toasts = useInjection(ToastStore);
  const starred = brands.tree?.find(brand.id)?.is_favourite === true;
  const toggle = () =>
    void brands
      .setFavourite(brand.id, !starred)
      .catch(() => toasts.show(t('brandData.favourites.failed', { name: brand.name }), 'error'));
  return (
    <button
      type="button"
      className={`favourite-star ${className}`.trim()}
      aria-pressed={starred}
      aria-label={t('brandData.favourites.toggle', { name: brand.name })}
      onClick={(event) => {
        // A star inside a clickable card or option must not also choose the brand.
        event.stopPropagation();
        toggle();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
