import { csvFileName, disarmedCell } from '../../../src-domain/dashboards/csv.rules';
import { inboxLink } from '../../../src-domain/dashboards/inbox-link.rules';
import { defaultPeriod, periodProblem } from '../../../src-domain/dashboards/report-period.rules';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\r=1+1', "'\r=1+1"],
    ['Cook;=1+1', 'Cook;=1+1'],
    ['Plain', 'Plain'],
  ])('disarms %j as %j (a formula start gets an apostrophe)', (value, expected) => {
    expect(disarmedCell(value)).toBe(expected);
  });

  it('writes numbers as numbers and nothing for undefined or a non-finite number', () => {
    expect([-3, 94.5, undefined, Number.NaN, Infinity].map(disarmedCell)).toEqual(['-3', '94.5', '', '', '']);
  });

  it('names the file with safe characters only', () => {
    expect(csvFileName('hiring-report-Harbor Grill / "Ünïcode"', '2026-01-01', '2026-01-31')).toBe(
      'hiring-report-Harbor-Grill-Unicode_2026-01-01_2026-01-31.csv',
    );
  });
});

describe('inbox links', () => {
  it('carry the filters the inbox reads from its query', () => {
    expect(inboxLink()).toBe('/hiring/applications');
    expect(inboxLink({ status: 'HIRED', location: 6 })).toBe('/hiring/applications?location=6&status=HIRED');
    expect(inboxLink({ unread: true, archived: true, position: 5 })).toBe(
      '/hiring/applications?position=5&unread=1&archived=1',
    );
  });
});

describe('report periods', () => {
  it('default to the last 30 days, today included (UTC)', () => {
    expect(defaultPeriod(Date.parse('2026-03-01T23:30:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('refuse an end before the start and more than 366 days', () => {
    expect(periodProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe('ORDER');
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('TOO_LONG');
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined();
  });
});
