import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { BrandContextStore } from './brand-context.store';

/**
 * A page the spec addresses with an optional brand (`{path?}`) opened without one: replaces the
 * address with `to(context brand id)` once the brand context is known (read if it is not yet),
 * and says it is loading until then. A failed read is announced by the shell's server banner.
 */
export const ContextBrandRedirect = observer(function ContextBrandRedirect({
  to,
}: {
  readonly to: (brandId: number) => string;
}) {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  useEffect(() => {
    brands.ensureLoaded().catch(() => undefined);
  }, [brands]);
  const brandId = brands.context?.brand_id;
  if (brandId !== undefined) return <Navigate to={to(brandId)} replace />;
  return (
    <p role="status" aria-busy="true">
      {t('app.loading')}
    </p>
  );
});
