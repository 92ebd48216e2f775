import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrigadeLogo } from '../widgets/brigade-logo/BrigadeLogo';
import './auth-screens.css';

/** The frame of the holding screens: logo, a heading, a message and what the user can do. */
export function HoldingScreen({
  title,
  children,
  actions,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="holding-screen">
      <header>
        <BrigadeLogo label={t('brand.logo')} />
      </header>
      <main id="main" className="auth-layout__main auth-screen">
        <h1>{title}</h1>
        {children}
        <p>{actions}</p>
      </main>
    </div>
  );
}
