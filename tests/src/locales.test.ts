import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../src-domain/language/language.rules';

const folder = path.join(__dirname, '../../src/locales');
const read = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), 'utf8')) as object;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(valuesOf);
}

describe('translation files', () => {
  const englishKeys = keysOf(read('en')).sort();

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys, none empty',
    (language) => {
      const translated = read(language);
      expect(keysOf(translated).sort()).toEqual(englishKeys);
      expect(valuesOf(translated).filter((text) => text.trim() === '')).toEqual([]);
    },
  );

  it('has a file for every supported language and no other', () => {
    const files = fs
      .readdirSync(folder)
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...SUPPORTED_LANGUAGES].sort());
  });
});
