import { NO_OPTION, optionAfterKey } from '../../../src-ui/brands/switcher-keys';

describe('optionAfterKey (the brand switcher: keys in the search field move the option in focus)', () => {
  const next = (key: string, current: number, count = 20, page = 9, modified = false) =>
    optionAfterKey(key, modified, current, count, page);

  it('steps with ↓/↑, starting at the first (↓) or the last (↑) option, and stops at the ends', () => {
    expect(next('ArrowDown', NO_OPTION)).toBe(0);
    expect(next('ArrowDown', 3)).toBe(4);
    expect(next('ArrowDown', 19)).toBe(19);
    expect(next('ArrowUp', NO_OPTION)).toBe(19);
    expect(next('ArrowUp', 3)).toBe(2);
    expect(next('ArrowUp', 0)).toBe(0);
  });

  it('moves a page with PageDown/PageUp, clamped to the list', () => {
    expect(next('PageDown', NO_OPTION)).toBe(0);
    expect(next('PageDown', 2)).toBe(11);
    expect(next('PageDown', 15)).toBe(19);
    expect(next('PageUp', 15)).toBe(6);
    expect(next('PageUp', 4)).toBe(0);
    // A list too short to measure still moves by one row.
    expect(next('PageDown', 2, 20, 0)).toBe(3);
  });

  it('goes to the first and last option with Home/End once an option is in focus, else leaves them to the text', () => {
    expect(next('Home', 7)).toBe(0);
    expect(next('End', 7)).toBe(19);
    expect(next('Home', NO_OPTION)).toBeUndefined();
    expect(next('End', NO_OPTION)).toBeUndefined();
  });

  it('leaves other keys, modified keys and an empty list alone', () => {
    expect(next('a', 3)).toBeUndefined();
    expect(next('Enter', 3)).toBeUndefined();
    expect(next('ArrowDown', 3, 20, 9, true)).toBeUndefined();
    expect(next('ArrowDown', NO_OPTION, 0)).toBeUndefined();
  });
});
