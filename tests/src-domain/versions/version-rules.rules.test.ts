import { versionRuleMatches, versionRulesMatch } from '../../../src-domain/versions/version-rules.rules';

const here = {
  route: '/dashboard/hiring',
  url: 'https://es.brigade.example/dashboard/hiring?brand=7',
  brandId: 7,
  userId: 42,
  services: ['SOURCE_HIRE', 'MICE'],
};

describe('version rules ROUTE, BRAND, USER, SERVICE, URL (spec 000 §4)', () => {
  it.each([
    [{ type: 'ROUTE', value: '/dashboard' }, true],
    [{ type: 'ROUTE', value: '/dashboard/hiring/' }, true],
    [{ type: 'ROUTE', value: '/dash' }, false],
    [{ type: 'ROUTE', value: '/schedule, /dashboard/hiring' }, true],
    [{ type: 'ROUTE', value: '/' }, true],
    [{ type: 'BRAND', value: '3,7' }, true],
    [{ type: 'BRAND', value: '3' }, false],
    [{ type: 'USER', value: '42' }, true],
    [{ type: 'user', value: '41' }, false],
    [{ type: 'SERVICE', value: 'MICE' }, true],
    [{ type: 'SERVICE', value: 'ATR' }, false],
    [{ type: 'URL', value: 'ES.brigade.example' }, true],
    [{ type: 'URL', value: 'fr.brigade' }, false],
    [{ type: 'URL', value: ' ' }, false],
    [{ type: 'PLANET', value: 'earth' }, false],
  ])('%j matches: %s', (rule, expected) => {
    expect(versionRuleMatches(rule, here)).toBe(expected);
  });

  it('without brand or user ids, BRAND and USER rules do not match', () => {
    const anonymous = { route: '/', url: 'https://x.example/' };
    expect(versionRuleMatches({ type: 'BRAND', value: '7' }, anonymous)).toBe(false);
    expect(versionRuleMatches({ type: 'USER', value: '42' }, anonymous)).toBe(false);
    expect(versionRuleMatches({ type: 'SERVICE', value: 'MICE' }, anonymous)).toBe(false);
  });

  it('no rules: everywhere; same type: any; different types: all', () => {
    expect(versionRulesMatch(undefined, here)).toBe(true);
    expect(versionRulesMatch([], here)).toBe(true);
    expect(
      versionRulesMatch(
        [
          { type: 'BRAND', value: '1' },
          { type: 'BRAND', value: '7' },
        ],
        here,
      ),
    ).toBe(true);
    expect(
      versionRulesMatch(
        [
          { type: 'BRAND', value: '7' },
          { type: 'USER', value: '1' },
        ],
        here,
      ),
    ).toBe(false);
  });
});
