/**
 * The guests-only pages' texts (issue #30): a login page hydrates with these namespaces of the
 * translation files (their top-level keys) instead of the whole file, which is six times larger
 * and shared the guest's 1.6 Mbit/s with the scripts. The build writes them to
 * `locales/guest/{lng}.json`; the whole files come with the signed-in areas' bindings, or once the
 * guest page has settled. Every text a guests-only screen, its layout or the page's shell shows
 * must be in one of these (tests/src/guest-texts.test.ts walks their code to check).
 */
export const GUEST_TEXT_NAMESPACES = [
  'app',
  'authLayout',
  'brand',
  'consent',
  'errors',
  'forgotPassword',
  'lightSignup',
  'login',
  'password',
  'registration',
  'serverErrors',
  'shell',
  'widgets',
] as const;

/** The folder of the guest texts under the locales' base URL. */
export const GUEST_TEXTS_FOLDER = 'guest';

/** The guest namespaces of one language's texts. */
export function guestTexts(texts: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    GUEST_TEXT_NAMESPACES.filter((name) => name in texts).map((name) => [name, texts[name]]),
  );
}
