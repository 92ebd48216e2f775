import { foldSearchText } from '../../../src-domain/search/search-text.rules';

describe('foldSearchText (issue #37)', () => {
  it.each([
    ['José Álvarez', 'jose alvarez'],
    ['ÇAĞLA İnce', 'cagla ince'],
    ['Łódź Straße', 'lodz strasse'],
    ['Søren Æbeltoft', 'soren aebeltoft'],
    ['Ёлка ЖУК', 'елка жук'],
    ['François-Noël', 'francois-noel'],
    ['  a.b+c@Example.COM ', 'a.b+c@example.com'],
    ['+1 (555) 010-2020', '+1 555 010-2020'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('folds Arabic the way people type it: hamza, madda, harakat, tatweel, ta marbuta, alef maqsura', () => {
    expect(foldSearchText('أحمد إبراهيم')).toBe('احمد ابراهيم');
    expect(foldSearchText('آمنة')).toBe('امنه');
    expect(foldSearchText('مُحَمَّـد')).toBe('محمد');
    expect(foldSearchText('مصطفى')).toBe('مصطفي');
    expect(foldSearchText('ٱلله')).toBe('الله');
  });

  it('answers the empty string for nothing searchable', () => {
    expect(foldSearchText('!!! ???')).toBe('');
    expect(foldSearchText('')).toBe('');
  });
});
