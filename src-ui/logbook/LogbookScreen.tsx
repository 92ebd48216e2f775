import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isLogbookDate } from '../../src-domain/logbook/logbook-day.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { LogbookDayView } from './LogbookDayView';
import { LogbookSearch, LogbookWeekView } from './LogbookOverview';
import './logbook.css';

/**
 * /logbook (issue #36): the day view of the context location, or of `?location=` (a link from
 * the week overview or search); above locations, the week overview of the context brand. Search
 * runs over the context brand's subtree. `?date=` (yyyy-MM-dd) picks the day or week.
 */
export default observer(function LogbookScreen() {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const [params, setParams] = useSearchParams();
  const context = brands.context;
  const rawDate = params.get('date') ?? undefined;
  const date = rawDate !== undefined && isLogbookDate(rawDate) ? rawDate : undefined;
  const asked = Number(params.get('location'));
  const locationId =
    Number.isInteger(asked) && asked > 0
      ? asked
      : context?.brand_type === 'LOCATION'
        ? context.brand_id
        : undefined;
  return (
    <div className="logbook-screen">
      <h1>{t('logbook.title')}</h1>
      {context && <LogbookSearch brandId={context.brand_id} />}
      {locationId !== undefined ? (
        <LogbookDayView locationId={locationId} date={date} />
      ) : (
        context && (
          <LogbookWeekView
            brandId={context.brand_id}
            date={date}
            onDate={(next) => setParams({ date: next })}
          />
        )
      )}
    </div>
  );
});
