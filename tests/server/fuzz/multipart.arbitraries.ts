import fc from 'fast-check';
import { HOSTILE_KEYS, HOSTILE_STRINGS, hostileString } from './hostile.values';
import type { Schema } from './openapi.arbitraries';

/** A multipart body and its Content-Type header (undefined: none sent). */
export interface MultipartBody {
  readonly contentType: string | undefined;
  readonly payload: Buffer;
}

/** File names a hostile or broken client sends: paths, bidi and control characters, quotes, reserved names, huge. */
export const HOSTILE_FILE_NAMES: readonly string[] = [
  '',
  ' ',
  '.',
  '..',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/shadow',
  'C:\\boot.ini',
  '\\\\server\\share\\a.pdf',
  'report\u202Efdp.exe',
  '\u2066\u202Dmenu\u2069.pdf',
  '\u200F\u061Cملف.pdf',
  'a\u0000b.pdf',
  'nul\u0000',
  '\u0007\u001b[31mred.pdf',
  'CON',
  'aux.png',
  '"quoted".pdf',
  'semi;colon=1.pdf',
  'line\r\nContent-Type: text/html\r\n\r\n.pdf',
  '%00.pdf',
  '%2e%2e%2fa.pdf',
  '😀'.repeat(300) + '.png',
  'x'.repeat(5_000) + '.pdf',
  '\ud800.pdf',
  '__proto__',
];

/** Field names beyond the form's own: prototype keys, empty, huge, hostile. */
const EXTRA_FIELD_NAMES: readonly string[] = [
  ...HOSTILE_KEYS,
  '',
  'f'.repeat(20_000),
  'a"b',
  'a\r\nb',
  '\u202E',
];

/** Declared types of a file part: right, wrong, hostile, missing. */
const FILE_TYPES: readonly (string | undefined)[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/octet-stream',
  'text/html',
  'image/svg+xml',
  '',
  'x'.repeat(2_000),
  undefined,
];

type Part =
  | { readonly kind: 'field'; readonly name: string; readonly value: string }
  | {
      readonly kind: 'file';
      readonly name: string;
      readonly fileName: string;
      readonly type: string | undefined;
      readonly bytes: Uint8Array;
    };

const isFile = (schema: Schema | undefined) =>
  schema?.format === 'binary' || (schema?.type === 'array' && schema.items?.format === 'binary');

/** The text of a field: valid-looking for its schema, or hostile. */
function fieldText(schema: Schema): fc.Arbitrary<string> {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const valid = numeric
    ? fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }).map(String)
    : fc.string({ maxLength: Math.min(schema.maxLength ?? 64, 64) });
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    { arbitrary: hostileString, weight: 2 },
    ...(schema.maxLength ? [{ arbitrary: fc.constant('m'.repeat(schema.maxLength + 1)), weight: 1 }] : []),
  );
}

/** A file part's content: one of the samples (real files the route takes), random bytes, or empty. */
function fileBytes(samples: readonly Uint8Array[]): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    ...(samples.length > 0 ? [{ arbitrary: fc.constantFrom(...samples), weight: 6 }] : []),
    { arbitrary: fc.uint8Array({ maxLength: 256 }), weight: 2 },
    { arbitrary: fc.constant(new Uint8Array()), weight: 1 },
  );
}

const fileName: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('a.pdf', 'photo.png', 'cv.jpeg', 'image.webp'), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_FILE_NAMES), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 1 },
);

/** The parts of a form: each listed field and file (files up to one past the route's limit), plus extras. */
function formParts(form: Schema, samples: readonly Uint8Array[]): fc.Arbitrary<Part[]> {
  const listed = Object.entries(form.properties ?? {}).map(([name, schema]) => {
    if (isFile(schema)) {
      const most = schema.type === 'array' ? (schema.maxItems ?? 3) + 1 : 2;
      return fc.array(
        fc
          .tuple(fileName, fc.constantFrom(...FILE_TYPES), fileBytes(samples))
          .map(([file, type, bytes]): Part => ({ kind: 'file', name, fileName: file, type, bytes })),
        { maxLength: most },
      );
    }
    return fc
      .option(
        fieldText(schema).map((value): Part[] => [{ kind: 'field', name, value }]),
        { nil: undefined, freq: 4 },
      )
      .map((parts) => parts ?? []);
  });
  const extra = fc.oneof(
    { arbitrary: fc.constant<Part[]>([]), weight: 6 },
    {
      arbitrary: fc.array(
        fc.oneof(
          fc
            .tuple(fc.constantFrom(...EXTRA_FIELD_NAMES), hostileString)
            .map(([name, value]): Part => ({ kind: 'field', name, value })),
          fc
            .tuple(fc.constantFrom(...EXTRA_FIELD_NAMES), fileName, fileBytes(samples))
            .map(([name, file, bytes]): Part => ({
              kind: 'file',
              name,
              fileName: file,
              type: undefined,
              bytes,
            })),
        ),
        { minLength: 1, maxLength: 3 },
      ),
      weight: 2,
    },
    // Many parts: past every parts limit.
    {
      arbitrary: fc.constant<Part[]>(
        Array.from({ length: 40 }, (_, index) => ({ kind: 'field', name: `p${index}`, value: 'x' })),
      ),
      weight: 1,
    },
  );
  return fc
    .tuple(fc.tuple(...listed), extra, fc.boolean())
    .map(([groups, more, extrasFirst]) =>
      extrasFirst ? [...more, ...groups.flat()] : [...groups.flat(), ...more],
    );
}

/** The bytes of `parts` under `boundary`, with `newline` between header lines. */
function encode(parts: readonly Part[], boundary: string, newline = '\r\n'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.kind === 'field') {
      chunks.push(
        Buffer.from(
          `--${boundary}${newline}Content-Disposition: form-data; name="${part.name}"${newline}${newline}${part.value}${newline}`,
        ),
      );
    } else {
      const type = part.type === undefined ? '' : `Content-Type: ${part.type}${newline}`;
      chunks.push(
        Buffer.from(
          `--${boundary}${newline}Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"${newline}${type}${newline}`,
        ),
        Buffer.from(part.bytes),
        Buffer.from(newline),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--${newline}`));
  return Buffer.concat(chunks);
}

/** How a form is sent: whole (mostly), or broken in one of the ways parsers trip on. */
const SHAPES = [
  'whole',
  'no-boundary',
  'empty-boundary',
  'quoted-boundary',
  'wrong-boundary',
  'cut',
  'no-closing-delimiter',
  'lf-only',
  'part-header-without-colon',
  'base64-transfer-encoding',
  'huge-part-header',
  'garbage',
  'no-content-type',
] as const;

/**
 * Multipart bodies for a route documented with a multipart form (`form`, its fields; file fields
 * `format: binary`): the form's fields valid or hostile, files from `samples` (files the route
 * takes) or random bytes under hostile names and types, extra and huge-named parts; sent whole
 * (mostly) or without a boundary, cut short, with LF line ends, malformed part headers, etc.
 */
export function formBody(form: Schema, samples: readonly Uint8Array[]): fc.Arbitrary<MultipartBody> {
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constant('whole' as const), weight: 12 },
        { arbitrary: fc.constantFrom(...SHAPES), weight: 8 },
      ),
      formParts(form, samples),
      fc.nat(),
    )
    .map(([shape, parts, cut]): MultipartBody => {
      const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';
      const type = `multipart/form-data; boundary=${boundary}`;
      const whole = encode(parts, boundary);
      switch (shape) {
        case 'whole':
          return { contentType: type, payload: whole };
        case 'no-boundary':
          return { contentType: 'multipart/form-data', payload: whole };
        case 'empty-boundary':
          return { contentType: 'multipart/form-data; boundary=', payload: whole };
        case 'quoted-boundary':
          return { contentType: `multipart/form-data; boundary="${boundary}"`, payload: whole };
        case 'wrong-boundary':
          return { contentType: 'multipart/form-data; boundary=other', payload: whole };
        case 'cut':
          return { contentType: type, payload: whole.subarray(0, cut % Math.max(whole.length, 1)) };
        case 'no-closing-delimiter':
          return { contentType: type, payload: whole.subarray(0, whole.lastIndexOf(`--${boundary}--`)) };
        case 'lf-only':
          return { contentType: type, payload: encode(parts, boundary, '\n') };
        case 'part-header-without-colon':
          return {
            contentType: type,
            payload: Buffer.from(
              `--${boundary}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
            ),
          };
        case 'base64-transfer-encoding':
          return {
            contentType: type,
            payload: Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n%%%not base64\r\n--${boundary}--\r\n`,
            ),
          };
        case 'huge-part-header':
          return {
            contentType: type,
            payload: Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\nX-${'h'.repeat(100_000)}: 1\r\n\r\nx\r\n--${boundary}--\r\n`,
            ),
          };
        case 'garbage':
          return { contentType: type, payload: Buffer.from('not a form at all \r\n--') };
        default:
          return { contentType: undefined, payload: whole };
      }
    });
}

/**
 * Multipart forms for any route (most take none): a small photo-like form, well formed, without
 * a boundary, cut short, or with a boundary that never comes. Kept small and cheap: it is sent to
 * every route; the routes that take a form get formBody's.
 */
export const anyMultipartBody: fc.Arbitrary<MultipartBody> = fc
  .tuple(
    fc.constantFrom('whole', 'no-boundary', 'cut', 'wrong-boundary', 'garbage'),
    fc.uint8Array({ maxLength: 64 }),
    fc.constantFrom('file', 'degrees', 'rotation', '__proto__', ''),
    hostileString,
    fc.nat(),
  )
  .map(([shape, bytes, field, text, cut]) => {
    const boundary = 'fuzz-boundary';
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="degrees"\r\n\r\n${text}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    switch (shape) {
      case 'whole':
        return { contentType: `multipart/form-data; boundary=${boundary}`, payload: form };
      case 'no-boundary':
        return { contentType: 'multipart/form-data', payload: form };
      case 'cut':
        return {
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload: form.subarray(0, cut % form.length),
        };
      case 'wrong-boundary':
        return { contentType: 'multipart/form-data; boundary=other', payload: form };
      default:
        return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(text) };
    }
  });
