import {
  CURRENCY_SYMBOLS,
  currencySymbol,
  withCurrencySymbol,
} from '../../../src-domain/currency/currency-symbols.rules';

describe('currency symbols', () => {
  it.each([
    ['USD', '$'],
    ['eur', '€'],
    [' GBP ', '£'],
    ['JPY', '¥'],
    ['INR', '₹'],
    ['AED', 'د.إ'],
    ['TRY', '₺'],
    ['PLN', 'zł'],
    ['RUB', '₽'],
  ])('%s → %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
  it('covers many ISO codes and falls back to the code', () => {
    expect(Object.keys(CURRENCY_SYMBOLS).length).toBeGreaterThan(150);
    expect(currencySymbol('xyz')).toBe('XYZ');
    expect(currencySymbol('constructor')).toBe('CONSTRUCTOR');
    expect(currencySymbol(undefined)).toBe('');
    expect(currencySymbol('  ')).toBe('');
    expect(withCurrencySymbol({ code: 'EUR', id: 3 })).toEqual({ code: 'EUR', id: 3, symbol: '€' });
  });
});
