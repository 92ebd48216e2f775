import { CsvStringifyWriter } from '../../../src-infrastructure/dashboards/csv-stringify-writer.adapter';

const writer = new CsvStringifyWriter();
const cell = async (value: string) => (await writer.write([[value]])).replace(/\r\n$/, '');

/**
 * A spreadsheet's reading of one line of the file when it splits on `separator` (the list
 * separator of its language) and honours RFC 4180 quotes: the cells it shows.
 */
function readAs(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  return [...cells, current];
}

describe('CsvStringifyWriter', () => {
  it.each([
    ['Harbor Grill, Downtown', '"Harbor Grill, Downtown"'],
    ['Cook;=1+1', '"Cook;=1+1"'],
    ['Cook\t=1+1', '"Cook\t=1+1"'],
    ['Line "Chef" Cook', '"Line ""Chef"" Cook"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+1', "'+1+1"],
    ['\tTab', `"'\tTab"`],
    ['Plain', 'Plain'],
  ])(
    'writes %j as %s: every separator of our languages quoted, formulas disarmed',
    async (value, expected) => {
      expect(await cell(value)).toBe(expected);
    },
  );

  it('writes numbers as numbers, nothing for undefined, rows joined and ended by CRLF', async () => {
    expect(
      await writer.write([
        ['a', 1, -3],
        ['=b', undefined, 94.5],
      ]),
    ).toBe("a,1,-3\r\n'=b,,94.5\r\n");
  });

  it.each([',', ';', '\t'])(
    'reads back cell by cell in a spreadsheet that splits on %j, no cell starting a formula',
    async (separator) => {
      const row = ['Harbor Grill', 'Cook;=1+1', 'Grill, Bar', 'Tab\t=2+2', '@SUM(A1)', 'x;+1'];
      const line = (await writer.write([row])).replace(/\r\n$/, '');
      const cells = readAs(line, separator);
      // The file's own delimiter is the comma: other spreadsheets show the line as fewer cells,
      // never as a cell that begins inside a quoted one.
      if (separator === ',')
        expect(cells).toEqual(['Harbor Grill', 'Cook;=1+1', 'Grill, Bar', 'Tab\t=2+2', "'@SUM(A1)", 'x;+1']);
      for (const shown of cells) expect(shown).not.toMatch(/^[=+\-@\t\r]/);
    },
  );
});
