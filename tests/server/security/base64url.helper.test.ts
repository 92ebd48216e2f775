import crypto from 'node:crypto';
import { isCanonicalBase64url, isCanonicalCompactJws } from '../../../server/security/base64url.helper';
import { respelt } from '../../support/base64url-respelling';

describe('isCanonicalBase64url', () => {
  it('accepts what Node encodes, for every length remainder', () => {
    for (const bytes of [0, 1, 2, 3, 31, 32, 256]) {
      expect(isCanonicalBase64url(crypto.randomBytes(bytes).toString('base64url'))).toBe(true);
    }
  });

  it('refuses padding, the base64 alphabet, white space and an impossible length', () => {
    const text = crypto.randomBytes(32).toString('base64url');
    for (const bad of [`${text}=`, `${text}==`, 'ab+/', 'ab/c', `${text} `, `ab\ncd`, 'abcde']) {
      expect(isCanonicalBase64url(bad)).toBe(false);
    }
  });

  it('refuses a second spelling of the same bytes (spare bits of the last character)', () => {
    const text = Buffer.from([0xff, 0x00]).toString('base64url');
    expect(Buffer.from(respelt(text), 'base64url')).toEqual(Buffer.from(text, 'base64url'));
    expect(isCanonicalBase64url(respelt(text))).toBe(false);
  });
});

describe('isCanonicalCompactJws', () => {
  const part = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

  it('accepts three canonical non-empty parts only', () => {
    expect(isCanonicalCompactJws(`${part(20)}.${part(40)}.${part(256)}`)).toBe(true);
    expect(isCanonicalCompactJws(`${part(20)}.${part(40)}.`)).toBe(false);
    expect(isCanonicalCompactJws(`${part(20)}.${part(40)}`)).toBe(false);
    expect(isCanonicalCompactJws(`${part(20)}.${part(40)}.${part(256)}==`)).toBe(false);
    expect(isCanonicalCompactJws(`${part(20)}.${part(40)}.${respelt(part(256))}`)).toBe(false);
  });
});
