import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: the same lists feed query strings, path
 * segments, JSON fields and /idp bodies, so every boundary sees every one of them.
 */

/** Strings: very long, unicode and bidi, NUL, inherited property names, traversal, SQL, numbers-as-text. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(2_000),
  'Ünïcödé \u202e\u200b\ufeff',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  "' OR '1'='1' --",
  "Robert'); DROP TABLE user_profiles;--",
  '1 UNION SELECT * FROM identity_users',
  '<script>alert(1)</script>',
  '{{7*7}} ${7*7} %s %n',
  '1e400',
  '-1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '9007199254740993',
  '1.5',
  '-1',
  'true',
  'null',
  '[]',
  '{}',
];

/** JSON texts of the wrong type or out of range for any field: huge and negative zero numbers, nesting, prototype keys. */
export const HOSTILE_JSON: readonly string[] = [
  'null',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '[]',
  '{}',
  '[null]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(256)}${']'.repeat(256)}`,
  `[${Array.from({ length: 2_000 }, () => '0').join(',')}]`,
];

/** Top-level bodies that are not the object a route expects, or not JSON at all. */
export const HOSTILE_BODIES: readonly string[] = [
  ...HOSTILE_JSON,
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  'undefined',
  'NaN',
  '\ufeff{}',
  '"just a string"',
  `{"x":"${'y'.repeat(200_000)}"}`,
];

/** Object keys beside the ones a schema lists. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  'a[b]',
  'a.b',
  '$where',
];

/** Content types a request may claim, right or wrong. `undefined`: no header at all. */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/x-amz-json-1.1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  '*/*',
  'invalid',
];

/** Numbers as text that a numeric parameter must refuse or read safely: out of range, not finite, not decimal. */
export const HOSTILE_NUMBER_TEXTS: readonly string[] = [
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '-0',
  '1e-400',
  '9007199254740993',
  '-9007199254740993',
  '1.5',
  '0x10',
  '1_000',
  '',
];

/** Numbers as JSON that a numeric field must refuse or read safely. */
export const HOSTILE_NUMBER_JSON: readonly string[] = [
  '1e400',
  '-1e400',
  '-0',
  '1e-400',
  '9007199254740993',
  '-9007199254740993',
  '1.5',
  '"1e400"',
  '"NaN"',
  '"Infinity"',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
);

export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_JSON), weight: 3 },
  { arbitrary: hostileString.map((text) => JSON.stringify(text)), weight: 3 },
);

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent
 * refuses) becomes the bytes of its invalid UTF-8 form, as a hostile client would send.
 */
export function encodeComponent(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** Raw texts for a path segment or query value that are not valid percent-encoding. */
export const BROKEN_ENCODINGS: readonly string[] = ['%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%00', '..', '.'];
