import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { ToastStore } from '../widgets/toast/toast.store';
import { BrandContextStore } from './brand-context.store';

/**
 * The user's "work in this brand" (issue #11 item 3): makes the brand the context and opens the
 * dashboard; when the switch fails the old brand stays and an error toast says so. The returned
 * function never rejects and resolves `true` once the dashboard is opened.
 */
export function useBrandSwitch(): (brandId: number, name: string) => Promise<boolean> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brands = useInjection(BrandContextStore);
  const toasts = useInjection(ToastStore);
  return useCallback(
    async (brandId: number, name: string) => {
      const switched = await brands.switchTo(brandId);
      if (switched) navigate(Routes.dashboard);
      else toasts.show(t('appShell.brandSwitch.failed', { name }), 'error');
      return switched;
    },
    [brands, navigate, toasts, t],
  );
}
