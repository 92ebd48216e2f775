/**
 * Where an unknown path is opened in the legacy application (spec 000 §2), keeping the page's
 * language: a legacy application on the product's own origin is reached by a relative address,
 * so the page's host (and its language subdomain, `es.` / `ar.`) stays; one on another origin
 * gets the language as `lng` (the query parameter i18next's detector reads), English excepted.
 * `path` is the unknown path with its query and hash.
 */
export function legacyTarget(input: {
  readonly legacyBase: string;
  readonly publicOrigin: string;
  readonly path: string;
  readonly language: string;
}): string {
  const base = input.legacyBase.replace(/\/+$/, '');
  const origin = input.publicOrigin.replace(/\/+$/, '');
  if (base === origin || base.startsWith(`${origin}/`)) return `${base.slice(origin.length)}${input.path}`;
  if (input.language === 'en' || input.language === '') return `${base}${input.path}`;
  const hashAt = input.path.indexOf('#');
  const [beforeHash, hash] =
    hashAt < 0 ? [input.path, ''] : [input.path.slice(0, hashAt), input.path.slice(hashAt)];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${base}${beforeHash}${separator}lng=${encodeURIComponent(input.language)}${hash}`;
}
