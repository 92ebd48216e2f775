/**
 * The cookie-consent banner as the server renders it into every page, first in the body and
 * outside the React root (so hydration never sees it): it paints with the page's first frame
 * instead of after the consent library has loaded. The library (vanilla-cookieconsent) keeps the cookie, the script
 * tags and the preferences dialog; its own banner is never shown. Buttons are wired by
 * `VanillaCookieConsent.start()`; the markup is removed once a choice is stored.
 */

export const CONSENT_BANNER_ID = 'consent-banner';

/** What the banner's buttons do, named by their `data-consent` attribute. */
export type ConsentBannerAction = 'all' | 'necessary' | 'choose';

/** The banner's texts, in the page's language (the `consent.*` keys of the locale files). */
export interface ConsentBannerTexts {
  readonly title: string;
  readonly description: string;
  readonly allowAll: string;
  readonly deny: string;
  readonly choose: string;
}

/** The locale keys of each text, so the server and a language change read the same ones. */
export const CONSENT_BANNER_KEYS: Readonly<Record<keyof ConsentBannerTexts, string>> = {
  title: 'consent.banner.title',
  description: 'consent.banner.description',
  allowAll: 'consent.actions.allowAll',
  deny: 'consent.actions.deny',
  choose: 'consent.actions.choose',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The banner's HTML: a labelled complementary landmark with a heading, the text and three buttons.
 * "Choose" stays last: the stylesheet shows the banner once that button is parsed (app.css).
 */
export function consentBannerHtml(texts: ConsentBannerTexts): string {
  const button = (action: ConsentBannerAction, key: keyof ConsentBannerTexts, primary: boolean) =>
    `<button type="button" class="consent-banner__button${primary ? ' consent-banner__button--primary' : ''}" ` +
    `data-consent="${action}" data-text="${key}">${escapeHtml(texts[key])}</button>`;
  return (
    `<aside id="${CONSENT_BANNER_ID}" class="consent-banner" aria-labelledby="${CONSENT_BANNER_ID}-title">` +
    `<h2 id="${CONSENT_BANNER_ID}-title" class="consent-banner__title" data-text="title">${escapeHtml(texts.title)}</h2>` +
    `<p class="consent-banner__text" data-text="description">${escapeHtml(texts.description)}</p>` +
    `<div class="consent-banner__actions">` +
    button('all', 'allowAll', true) +
    button('necessary', 'deny', true) +
    button('choose', 'choose', false) +
    `</div></aside>`
  );
}
