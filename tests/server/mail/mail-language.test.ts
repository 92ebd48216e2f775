import { languageOfRequest, originOfLanguage } from '../../../server/mail/mail-language';

describe('languageOfRequest', () => {
  it.each([
    [{ origin: 'http://ar.localhost:8080', host: 'localhost:8080' }, 'ar'],
    [{ origin: 'https://es.brigade.example' }, 'es'],
    [{ host: 'de.localhost:8080' }, 'de'],
    [{ origin: 'http://localhost:8080', host: 'fr.localhost' }, 'en'],
    [{ origin: 'not a url', host: 'tr.localhost' }, 'tr'],
    [{ origin: 'http://xx.localhost' }, 'en'],
    [{}, 'en'],
  ])('%j → %s', (hosts, language) => {
    expect(languageOfRequest(hosts)).toBe(language);
  });
});

describe('originOfLanguage', () => {
  it.each([
    ['http://localhost:8080', 'ar', 'http://ar.localhost:8080'],
    ['http://localhost:8080', 'en', 'http://localhost:8080'],
    ['https://brigade.example', 'pl', 'https://pl.brigade.example'],
    ['https://es.brigade.example', 'fr', 'https://fr.brigade.example'],
    ['https://es.brigade.example', 'en', 'https://brigade.example'],
    ['https://en.brigade.example', 'en', 'https://en.brigade.example'],
    ['https://app.brigade.example/', 'de', 'https://de.app.brigade.example'],
  ] as const)('%s in %s → %s', (origin, language, expected) => {
    expect(originOfLanguage(origin, language)).toBe(expected);
  });
});
