import fc from 'fast-check';
import {
  BROKEN_ENCODINGS,
  CONTENT_TYPES,
  encodeComponent,
  HOSTILE_BODIES,
  HOSTILE_KEYS,
  HOSTILE_NUMBER_JSON,
  HOSTILE_NUMBER_TEXTS,
  hostileJson,
  hostileString,
} from './hostile.values';
import { anyMultipartBody, formBody } from './multipart.arbitraries';

/** The part of a JSON schema (OpenAPI 3.0 flavour) the arbitraries read. */
export interface Schema {
  readonly type?: string;
  /** `binary` for a file of a multipart form. */
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly nullable?: boolean;
}

interface Parameter {
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly name: string;
  readonly required?: boolean;
  readonly schema: Schema;
}

/** One route of the OpenAPI document. */
export interface Operation {
  readonly method: string;
  /** The OpenAPI path, `{name}` for path parameters. */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  /** The JSON body schema, when the route declares one. */
  readonly body?: Schema;
  /** The fields of its multipart/form-data body, when the route takes one (files: format binary). */
  readonly form?: Schema;
}

interface OpenApiDocument {
  readonly paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      form: operation.requestBody?.content?.['multipart/form-data']?.schema,
    })),
  );
}

/** What the fuzz test sends through `app.inject`. */
export interface FuzzRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
}

const SMALL = 100;

/** A value the schema accepts (mostly: patterns and lengths are approximated). */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  const value = validNonNull(schema);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function validNonNull(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer': {
      const min = schema.minimum ?? -SMALL;
      const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      // Small values hit seeded rows (brand ids, limits); the rest explore the range.
      return fc.oneof(
        fc.integer({
          min: Math.max(min, -SMALL),
          max: Math.max(Math.max(min, -SMALL), Math.min(max, SMALL)),
        }),
        fc.integer({
          min: Math.max(min, Number.MIN_SAFE_INTEGER),
          max: Math.min(max, Number.MAX_SAFE_INTEGER),
        }),
      );
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return validObject(schema);
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 64, 64) });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: Schema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(property);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

const isNumeric = (schema: Schema) => schema.type === 'integer' || schema.type === 'number';

/** Hostile text for a query value or path segment; numeric parameters get hostile numbers first. */
function hostileText(schema: Schema): fc.Arbitrary<string> {
  return isNumeric(schema)
    ? fc.oneof({ arbitrary: fc.constantFrom(...HOSTILE_NUMBER_TEXTS), weight: 3 }, hostileString)
    : hostileString;
}

/** The JSON text of a field: valid by the schema, or hostile (wrong type, huge number, hostile string). */
function fieldJson(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(schema).map((value) => JSON.stringify(value) ?? 'null'), weight: 8 },
    { arbitrary: hostileJson, weight: 1 },
    ...(isNumeric(schema) ? [{ arbitrary: fc.constantFrom(...HOSTILE_NUMBER_JSON), weight: 2 }] : []),
    ...(schema.type === 'object' ? [{ arbitrary: objectJson(schema), weight: 2 }] : []),
  );
}

/**
 * The JSON text of an object: each listed property present or not, valid or hostile, plus
 * keys it does not list (`__proto__`, `constructor`…), written as text so that such keys
 * reach the server as keys rather than as prototypes of the test's own objects.
 */
function objectJson(schema: Schema): fc.Arbitrary<string> {
  const properties = Object.entries(schema.properties ?? {});
  const listed = properties.map(([name, property]) =>
    fc.option(
      fieldJson(property).map((json) => `${JSON.stringify(name)}:${json}`),
      { nil: undefined, freq: 4 },
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), hostileJson)
      .map(([key, json]) => `${JSON.stringify(key)}:${json}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...listed), extra)
    .map(
      ([members, more]) => `{${[...members.filter((member) => member !== undefined), ...more].join(',')}}`,
    );
}

/** A body text for a route: its object (valid or mutated), cut short, or not the right JSON at all. */
function bodyText(schema: Schema | undefined): fc.Arbitrary<string> {
  const whole = schema ? objectJson(schema) : fc.constant('{}');
  return fc.oneof(
    { arbitrary: whole, weight: 12 },
    {
      arbitrary: fc
        .tuple(whole, fc.nat())
        .map(([text, cut]) => text.slice(0, text.length > 1 ? cut % text.length : 0)),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...HOSTILE_BODIES), weight: 2 },
  );
}

/** A path segment: the parameter's valid value, a hostile string, or broken percent-encoding. */
function segment(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(schema).map((value) => encodeComponent(String(value))), weight: 12 },
    { arbitrary: hostileText(schema).map(encodeComponent), weight: 2 },
    { arbitrary: fc.constantFrom(...BROKEN_ENCODINGS), weight: 1 },
  );
}

/** `name=value` pairs of one query parameter: absent, valid (repeated for arrays), hostile or broken. */
function queryPairs(parameter: Parameter): fc.Arbitrary<string[]> {
  const name = encodeComponent(parameter.name);
  const valid = validValue(parameter.schema).map((value) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${name}=${encodeComponent(String(item))}`),
  );
  return fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 3 },
    { arbitrary: valid, weight: 10 },
    {
      arbitrary: hostileText(parameter.schema).map((text) => [`${name}=${encodeComponent(text)}`]),
      weight: 3,
    },
    { arbitrary: fc.constantFrom(...BROKEN_ENCODINGS).map((text) => [`${name}=${text}`]), weight: 1 },
    { arbitrary: fc.constant<string[]>([name, `${name}=1`, `${name}[]=2`]), weight: 1 },
  );
}

const extraQuery: fc.Arbitrary<string[]> = fc.oneof(
  { arbitrary: fc.constant<string[]>([]), weight: 4 },
  {
    arbitrary: fc.array(
      fc
        .tuple(fc.constantFrom(...HOSTILE_KEYS), hostileString)
        .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`),
      { minLength: 1, maxLength: 2 },
    ),
    weight: 1,
  },
);

/**
 * Requests for one operation: every path and query parameter and the body drawn from its
 * schema (mostly) or from the hostile lists, JSON (mostly) or any content type or a multipart
 * form, and an authorization header from `authorizations` (undefined for none). A route that
 * takes a multipart form gets mostly forms built from its documented fields (formBody), files
 * drawn from `samples` (real files such a route takes) among others.
 */
export function requestsFor(
  operation: Operation,
  authorizations: fc.Arbitrary<string | undefined>,
  samples: readonly Uint8Array[] = [],
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => segment(parameter.schema)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
  const query = fc
    .tuple(fc.tuple(...queryParameters.map(queryPairs)), extraQuery)
    .map(([pairs, extra]) => [...pairs.flat(), ...extra].join('&'));
  const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  const forms = operation.form
    ? [
        {
          arbitrary: formBody(operation.form, samples).map(({ contentType, payload }) => ({
            contentType,
            payload: payload as string | Buffer,
          })),
          weight: 24,
        },
      ]
    : [];
  const body = fc.oneof(
    ...forms,
    {
      arbitrary: fc
        .tuple(
          bodyText(operation.body),
          fc.oneof(
            { arbitrary: fc.constant('application/json'), weight: 4 },
            { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
          ),
        )
        .map(([payload, contentType]) => ({ contentType, payload: payload as string | Buffer })),
      weight: sendsBody ? 6 : 1,
    },
    {
      arbitrary: anyMultipartBody.map(({ contentType, payload }) => ({
        contentType,
        payload: payload as string | Buffer,
      })),
      weight: 2,
    },
    { arbitrary: fc.constant({ contentType: undefined, payload: undefined }), weight: sendsBody ? 1 : 6 },
  );
  return fc
    .tuple(path, query, body, authorizations)
    .map(([url, search, { contentType, payload }, authorization]) => ({
      method: operation.method,
      url: search ? `${url}?${search}` : url,
      headers: {
        ...(authorization === undefined ? {} : { authorization }),
        ...(contentType === undefined ? {} : { 'content-type': contentType }),
      },
      ...(payload === undefined ? {} : { payload }),
    }));
}
