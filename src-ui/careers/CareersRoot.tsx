import type { i18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { CareersApplicationPort } from '../../src-domain/careers/careers-application.port';
import type { CareersBrand, CareersPageData } from '../../src-domain/careers/careers-page.model';
import { inkFor } from '../../src-domain/careers/careers-page.rules';
import { headerThemeOf } from '../../src-domain/theme/theme.rules';
import { CareersListPage } from './CareersListPage';
import { CareersPositionPage } from './CareersPositionPage';
import type { LocateVisitor } from './careers-list.store';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

export interface CareersRootProps {
  readonly i18n: i18n;
  readonly page: CareersPageData;
  /** Sends applications (the server renders with one that is never called). */
  readonly applications: CareersApplicationPort;
  readonly locate: LocateVisitor;
  /** The reCAPTCHA site key of the application form; '' : none. */
  readonly recaptchaSiteKey?: string;
  /** Called once the page is interactive (hydrated) in the browser. */
  readonly onHydrated?: () => void;
}

/**
 * A public careers page (issue #38), the same tree on the server and in the browser: the
 * brand's list, one position with its form, or the not-found page. No router, no session, no
 * container of the signed-in app: its collaborators come as props from the careers entry.
 */
export function CareersRoot({
  i18n,
  page,
  applications,
  locate,
  onHydrated,
  recaptchaSiteKey = '',
}: CareersRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {page.kind === 'list' ? (
          <CareersFrame brand={page.brand}>
            <CareersListPage brand={page.brand} locations={page.locations} locate={locate} />
          </CareersFrame>
        ) : page.kind === 'position' ? (
          <CareersFrame brand={page.brand}>
            <CareersPositionPage
              brand={page.brand}
              position={page.position}
              applications={applications}
              recaptchaSiteKey={recaptchaSiteKey}
            />
          </CareersFrame>
        ) : (
          <CareersNotFound />
        )}
      </I18nextProvider>
    </StrictMode>
  );
}

/** The brand's header in its profile scheme's colours, and the main landmark. */
function CareersFrame({ brand, children }: { readonly brand: CareersBrand; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const style = {
    '--careers-header': brand.headerColor,
    '--careers-header-ink':
      headerThemeOf(brand.headerColor) === 'light' ? '29,36,48' : inkFor(brand.headerColor),
    '--careers-accent': brand.accentColor,
    '--careers-accent-ink': inkFor(brand.accentColor),
  } as React.CSSProperties;
  return (
    <div className="careers" style={style}>
      <header className="careers__header">
        <a className="careers__brand" href={`/careers/${brand.slug}`}>
          <IsolatedSentence
            sentence={(standIns) => t('careersPublic.heading', standIns)}
            values={{ brand: brand.name }}
          />
        </a>
      </header>
      <main className="careers__main">{children}</main>
    </div>
  );
}

function CareersNotFound() {
  const { t } = useTranslation();
  return (
    <div className="careers">
      <main className="careers__main careers__not-found">
        <h1>{t('careersPublic.notFound.heading')}</h1>
        <p>{t('careersPublic.notFound.body')}</p>
        <a href="/">{t('careersPublic.notFound.home')}</a>
      </main>
    </div>
  );
}
