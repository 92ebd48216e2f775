import { decodeTokenClaims } from '../../../src-domain/session/jwt.rules';
import { fakeJwt } from './fake-jwt';

describe('decodeTokenClaims', () => {
  it('reads the claims of a JWT, UTF-8 included', () => {
    const token = fakeJwt({ exp: 1_700_000_000, email: 'zoë@brigade.example', 'cognito:username': 'zoe' });
    expect(decodeTokenClaims(token)).toEqual({
      exp: 1_700_000_000,
      email: 'zoë@brigade.example',
      'cognito:username': 'zoe',
    });
  });
  it('tolerates padding and the standard alphabet', () => {
    const payload = Buffer.from(JSON.stringify({ sub: '???>>>' })).toString('base64');
    expect(decodeTokenClaims(`x.${payload}.y`)).toEqual({ sub: '???>>>' });
  });
  it.each([
    undefined,
    '',
    'a.b',
    'a.b.c.d',
    'x.!!!!.y',
    'x.a.y',
    `x.${Buffer.from([0xff, 0xfe]).toString('base64url')}.y`,
    `x.${Buffer.from('not json').toString('base64url')}.y`,
    `x.${Buffer.from('[1,2]').toString('base64url')}.y`,
    `x.${Buffer.from('null').toString('base64url')}.y`,
  ])('gives undefined for %j', (token) => {
    expect(decodeTokenClaims(token)).toBeUndefined();
  });
  it('decodes the same token twice in a row once, and a different token afresh', () => {
    const first = fakeJwt({ sub: 'first' });
    const second = fakeJwt({ sub: 'second' });
    const claims = decodeTokenClaims(first);
    expect(decodeTokenClaims(first)).toBe(claims);
    expect(decodeTokenClaims(second)).toEqual({ sub: 'second' });
    expect(decodeTokenClaims(first)).toEqual({ sub: 'first' });
    expect(decodeTokenClaims(first)).not.toBe(claims);
    expect(decodeTokenClaims(undefined)).toBeUndefined();
    expect(decodeTokenClaims('a.b')).toBeUndefined();
    expect(decodeTokenClaims('a.b')).toBeUndefined();
  });
});
