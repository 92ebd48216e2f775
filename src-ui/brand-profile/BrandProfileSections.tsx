import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type {
  BrandCurrency,
  BrandRef,
  BrandStructure,
  BreakWaiverSettings,
  BusinessSetup,
  GroupBrand,
  JobTemplate,
} from '../../src-domain/brands/brand-profile.model';
import type { BrandService } from '../../src-domain/brands/brand.model';
import { TableScroll } from '../dashboard/TableScroll';
import type { ServiceFlows } from './brand-profile.store';
import { brandProfilePath } from './brand-profile.path';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';

/** Job templates shown per page. */
export const TEMPLATES_PAGE_SIZE = 10;
/** Brands of a group shown per page. */
export const GROUP_BRANDS_PAGE_SIZE = 20;

/** A code such as SHIFT_LEAD written as words ('Shift lead') where no translation exists. */
export function humanise(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The currency's name in the page's language (Intl.DisplayNames), else the server's name. */
function currencyName(currency: BrandCurrency, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(currency.code) ?? currency.name;
  } catch {
    return currency.name;
  }
}

export function CurrencyList({ currencies }: { readonly currencies: readonly BrandCurrency[] }) {
  const { t, i18n } = useTranslation();
  if (currencies.length === 0) return <p>{t('brandData.profile.none')}</p>;
  return (
    <ul className="brand-profile__chips">
      {currencies.map((currency) => (
        <li key={currency.code} className="brand-profile__chip">
          <strong>{currency.symbol}</strong> {currencyName(currency, i18n.language)} ({currency.code})
        </li>
      ))}
    </ul>
  );
}

export function CurrencyText({ currency }: { readonly currency: BrandCurrency | undefined }) {
  const { t, i18n } = useTranslation();
  if (!currency) return <>{t('brandData.profile.notSet')}</>;
  return (
    <>
      {currencyName(currency, i18n.language)} ({currency.symbol})
    </>
  );
}

export function ServiceList({ services }: { readonly services: readonly BrandService[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return <p>{t('brandData.profile.none')}</p>;
  return (
    <ul className="brand-profile__services">
      {services.map((service) => (
        <li key={service.code}>
          <span className="brand-profile__service-code">{humanise(service.code)}</span>{' '}
          <span className={`brand-profile__status brand-profile__status--${service.type.toLowerCase()}`}>
            {t(`brandData.profile.serviceType.${service.type}`, { defaultValue: humanise(service.type) })}
          </span>
          {(service.sub_services ?? []).length > 0 && (
            <span className="brand-profile__muted">
              {' '}
              · {(service.sub_services ?? []).map((sub) => humanise(sub.code)).join(', ')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function TemplatesTable({ templates }: { readonly templates: readonly JobTemplate[] }) {
  const { t } = useTranslation();
  const { current, pages, shown, setPage } = usePage(templates, TEMPLATES_PAGE_SIZE);
  if (templates.length === 0) return <p>{t('brandData.profile.none')}</p>;
  return (
    <>
      <p className="brand-profile__count">
        {t('brandData.profile.rowsShown', { shown: shown.length, total: templates.length })}
      </p>
      <TableScroll label={t('brandData.profile.templates.table')}>
        <table className="dashboard-table">
          <thead>
            <tr>
              <th scope="col">{t('brandData.profile.templates.title')}</th>
              <th scope="col">{t('brandData.profile.templates.category')}</th>
              <th scope="col">{t('brandData.profile.templates.level')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((template) => (
              <tr key={template.id}>
                <td>{template.title}</td>
                <td>{template.category}</td>
                <td>{template.level ? humanise(template.level) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={current} pages={pages} onPage={setPage} />
    </>
  );
}

export function BusinessSetupFacts({ setup }: { readonly setup: BusinessSetup }) {
  const { t } = useTranslation();
  return (
    <dl className="brand-profile__facts">
      <dt>{t('brandData.profile.currency')}</dt>
      <dd>
        <CurrencyText currency={setup.currency} />
      </dd>
      <dt>{t('brandData.profile.setup.mode')}</dt>
      <dd>
        {setup.positionManagementMode
          ? t(`brandData.profile.setup.modes.${setup.positionManagementMode}`, {
              defaultValue: humanise(setup.positionManagementMode),
            })
          : t('brandData.profile.notSet')}
      </dd>
      <dt>{t('brandData.profile.setup.levels')}</dt>
      <dd>
        {setup.positionLevels.length > 0
          ? setup.positionLevels.map(humanise).join(', ')
          : t('brandData.profile.notSet')}
      </dd>
    </dl>
  );
}

export function BreakWaiverFacts({ waiver }: { readonly waiver: BreakWaiverSettings }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="brand-profile__facts">
        <dt>{t('brandData.profile.waiver.enabled')}</dt>
        <dd>{waiver.enabled ? t('brandData.profile.yes') : t('brandData.profile.no')}</dd>
        <dt>{t('brandData.profile.waiver.retention')}</dt>
        <dd>
          {waiver.retentionDays !== undefined ? String(waiver.retentionDays) : t('brandData.profile.notSet')}
        </dd>
        <dt>{t('brandData.profile.waiver.signature')}</dt>
        <dd>{waiver.requireSignature ? t('brandData.profile.yes') : t('brandData.profile.no')}</dd>
      </dl>
      {waiver.files.length > 0 && (
        <>
          <h3 className="brand-profile__subheading">{t('brandData.profile.waiver.files')}</h3>
          <ul>
            {waiver.files.map((file) => (
              <li key={file.id}>{file.name}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function ApprovalFlowList({ services }: { readonly services: readonly ServiceFlows[] }) {
  const { t } = useTranslation();
  const withFlows = services.filter((service) => service.flows.length > 0);
  if (withFlows.length === 0) return <p>{t('brandData.profile.flows.none')}</p>;
  return (
    <>
      {withFlows.map((service) => (
        <div key={service.serviceCode}>
          <h3 className="brand-profile__subheading">{humanise(service.serviceCode)}</h3>
          <ul>
            {service.flows.map((flow) => (
              <li key={flow.id}>
                <strong>{flow.name}</strong>
                <span className="brand-profile__muted">
                  {' '}
                  · {flow.steps.map((step, index) => `${index + 1}. ${humanise(step)}`).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** One page of `items` (`size` a page): the page shown (kept in range), the page count and its rows. */
function usePage<Item>(items: readonly Item[], size: number) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(page, pages - 1);
  return { current, pages, shown: items.slice(current * size, (current + 1) * size), setPage };
}

/** Previous / next buttons around "Page n of m"; nothing when everything fits on one page. */
function Pager({
  page,
  pages,
  onPage,
}: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="brand-profile__pager">
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('brandData.profile.previous')}
      </button>
      <span>{t('brandData.profile.page', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('brandData.profile.next')}
      </button>
    </div>
  );
}

/** A brand's type in words: "Group (GP-4)" for top-level types, else the type humanised. */
function TypeText({ type }: { readonly type: string }) {
  const { t } = useTranslation();
  return <>{isTopLevelType(type) ? `${t('brands.group')} (${type})` : humanise(type)}</>;
}

function BrandLink({ brand }: { readonly brand: BrandRef }) {
  return <Link to={brandProfilePath(brand.id)}>{brand.name}</Link>;
}

/** The level above the brand and the brands directly below it, each a link to its profile. */
export function StructureFacts({ structure }: { readonly structure: BrandStructure }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="brand-profile__facts">
        <dt>{t('brandData.profile.structure.partOf')}</dt>
        <dd>
          {structure.parent ? <BrandLink brand={structure.parent} /> : t('brandData.profile.structure.top')}
        </dd>
      </dl>
      <h3 className="brand-profile__subheading">{t('brandData.profile.structure.below')}</h3>
      {structure.children.length === 0 ? (
        <p>{t('brandData.profile.none')}</p>
      ) : (
        <ul className="brand-profile__children">
          {structure.children.map((child) => (
            <li key={child.id}>
              <BrandLink brand={child} />{' '}
              <span className="brand-profile__muted">
                · <TypeText type={child.type} />
                {child.descendants > 0 &&
                  ` · ${t('brandData.profile.structure.descendants', { count: child.descendants })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every brand of a group, a page at a time ("20 of 45"), each linked with the level it is part of. */
export function GroupBrandsTable({
  group,
  brands,
}: {
  readonly group: BrandRef;
  readonly brands: readonly GroupBrand[];
}) {
  const { t } = useTranslation();
  const { current, pages, shown, setPage } = usePage(brands, GROUP_BRANDS_PAGE_SIZE);
  if (brands.length === 0) return <p>{t('brandData.profile.none')}</p>;
  const byId = new Map<number, BrandRef>([[group.id, group], ...brands.map((b) => [b.id, b] as const)]);
  return (
    <>
      <p className="brand-profile__count">
        {t('brandData.profile.rowsShown', { shown: shown.length, total: brands.length })}
      </p>
      <TableScroll label={t('brandData.profile.groupBrands.table')}>
        <table className="dashboard-table">
          <thead>
            <tr>
              <th scope="col">{t('brandData.profile.groupBrands.name')}</th>
              <th scope="col">{t('brandData.profile.type')}</th>
              <th scope="col">{t('brandData.profile.structure.partOf')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((brand) => {
              const parent = brand.parentId === undefined ? undefined : byId.get(brand.parentId);
              return (
                <tr key={brand.id}>
                  <td>
                    <BrandLink brand={brand} />
                  </td>
                  <td>
                    <TypeText type={brand.type} />
                  </td>
                  <td>{parent ? <BrandLink brand={parent} /> : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={current} pages={pages} onPage={setPage} />
    </>
  );
}
