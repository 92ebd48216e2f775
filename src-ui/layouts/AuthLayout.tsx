import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH, SIGNUP_PATH } from '../../src-domain/configuration/app-config.model';
import type { AuthPrompt } from '../navigation/route.model';
import { Toaster } from '../widgets/toast/Toaster';
import { BrigadeLogo } from '../widgets/brigade-logo/BrigadeLogo';

interface AuthLayoutProps {
  readonly prompt: AuthPrompt;
  readonly children: ReactNode;
}

/**
 * The frame of the authentication screens (spec 000 §2): the product logo header, hidden when
 * a `brand` query parameter is present (the brand's own page embeds us), then the screen, then
 * the 'Already have an account?' or 'Don't have an account?' prompt.
 */
export function AuthLayout({ prompt, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const showLogo = !searchParams.has('brand');
  return (
    <div className="auth-layout">
      {showLogo && (
        <header className="auth-layout__header">
          <BrigadeLogo label={t('brand.logo')} />
        </header>
      )}
      <main className="auth-layout__main" id="main">
        {children}
      </main>
      {prompt !== 'none' && (
        <footer className="auth-layout__prompt">
          {prompt === 'login' ? (
            <p>
              {t('authLayout.haveAccount')} <Link to={LOGIN_PATH}>{t('authLayout.login')}</Link>
            </p>
          ) : (
            <p>
              {t('authLayout.noAccount')} <Link to={SIGNUP_PATH}>{t('authLayout.signup')}</Link>
            </p>
          )}
        </footer>
      )}
      <Toaster />
    </div>
  );
}
