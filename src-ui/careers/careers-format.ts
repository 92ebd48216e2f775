import type { TFunction } from 'i18next';
import type { PayRange } from '../../src-domain/careers/careers-page.model';

/** '17.00 $ – 21.50 $ per hour' in the page's language; minor units of `currency` (2 decimals). */
export function formatPay(pay: PayRange, currency: string, locale: string, t: TFunction): string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return t('careersPublic.pay', {
    min: money.format(pay.min / 100),
    max: money.format(pay.max / 100),
    period: t(`careers.payPeriods.${pay.period}`),
  });
}
