/** Replaced at build time by webpack's DefinePlugin with package.json's version. */
declare const __BRIGADE_WEB_VERSION__: string | undefined;

/**
 * The version of this web build: package.json's `version`, baked into the bundle so a page
 * loaded from an older build knows it is older. Outside a webpack build (tests) it is
 * '0.0.0-dev'.
 */
export const BUILD_WEB_VERSION: string =
  typeof __BRIGADE_WEB_VERSION__ === 'string' ? __BRIGADE_WEB_VERSION__ : '0.0.0-dev';
