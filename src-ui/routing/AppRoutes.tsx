import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthLayout } from '../layouts/AuthLayout';
import { LegacyRedirect } from './LegacyRedirect';
import { screenRoutes, type ScreenRoute } from './routes';

function ScreenPage({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const title = t(route.titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const Screen = route.screen;
  return (
    <AuthLayout prompt={route.prompt}>
      <Suspense fallback={<div className="screen-loading" role="status" aria-label={t('app.loading')} />}>
        <Screen />
      </Suspense>
    </AuthLayout>
  );
}

/** Scrolls to the top on every route change (spec 000 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every screen route, and the legacy application for the paths that match none. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {screenRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenPage route={route} />} />
        ))}
        <Route path="*" element={<LegacyRedirect />} />
      </Routes>
    </>
  );
}
