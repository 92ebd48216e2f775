import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router-dom';
import '../widgets/widgets.css';
import './design-system.css';
import { Toaster } from '../widgets/toast/Toaster';
import { ControlsPage } from './ControlsPage';
import { DataPage } from './DataPage';
import {
  DESIGN_SYSTEM_PATH,
  DESIGN_SYSTEM_SECTIONS,
  type DesignSystemSection,
} from './design-system-sections';
import { FormsPage } from './FormsPage';
import { MapPage } from './MapPage';
import { MenusPage } from './MenusPage';
import { ModalsPage } from './ModalsPage';
import { PickersPage } from './PickersPage';

const pages: Record<DesignSystemSection, () => React.JSX.Element> = {
  pickers: PickersPage,
  modals: ModalsPage,
  menus: MenusPage,
  data: DataPage,
  controls: ControlsPage,
  forms: FormsPage,
  map: MapPage,
};

function SectionIndex() {
  const { t } = useTranslation();
  return (
    <ul className="design-system__cards">
      {DESIGN_SYSTEM_SECTIONS.map((section) => (
        <li key={section}>
          <NavLink className="choice-card" to={`${DESIGN_SYSTEM_PATH}/${section}`}>
            <span className="choice-card__title">{t(`designSystem.sections.${section}.title`)}</span>
            <span className="choice-card__description">
              {t(`designSystem.sections.${section}.description`)}
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SectionPage({ section }: { readonly section: DesignSystemSection }) {
  const { t } = useTranslation();
  const Page = pages[section];
  return (
    <>
      <h1>{t(`designSystem.sections.${section}.title`)}</h1>
      <p className="design-system__lead">{t(`designSystem.sections.${section}.description`)}</p>
      <Page />
    </>
  );
}

/**
 * The design-system section (spec 000 §2 `design-system/*`): an index of widget groups and one
 * page per group showing each widget in its states. Rendered in the browser only.
 */
export default function DesignSystemScreen() {
  const { t } = useTranslation();
  return (
    <div className="design-system">
      <nav className="design-system__nav" aria-label={t('designSystem.navigation')}>
        <NavLink to={DESIGN_SYSTEM_PATH} end className="design-system__home">
          {t('designSystem.title')}
        </NavLink>
        <ul>
          {DESIGN_SYSTEM_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink to={`${DESIGN_SYSTEM_PATH}/${section}`}>
                {t(`designSystem.sections.${section}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="design-system__content">
        <Routes>
          <Route
            index
            element={
              <>
                <h1>{t('designSystem.title')}</h1>
                <p className="design-system__lead">{t('designSystem.intro')}</p>
                <SectionIndex />
              </>
            }
          />
          {DESIGN_SYSTEM_SECTIONS.map((section) => (
            <Route key={section} path={section} element={<SectionPage section={section} />} />
          ))}
          <Route path="*" element={<SectionIndex />} />
        </Routes>
      </div>
      <Toaster />
    </div>
  );
}
