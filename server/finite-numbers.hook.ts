import type { FastifyInstance } from 'fastify';

type JsonSchema = Record<string, unknown>;

/**
 * Every route's numeric inputs are finite: an onRoute hook (on the root instance, so it sees the
 * routes of every plugin) rewrites each route's body, querystring and params schemas with
 * `finiteNumbers`. Ajv runs with strictNumbers off (app.ts), so the bounds it adds turn
 * Infinity (`1e400` in JSON, or "1e400" coerced from a query) into a 400 at validation.
 */
export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const bounded = { ...schema };
    for (const part of ['body', 'querystring', 'params'] as const) {
      const input = schema[part];
      if (isSchema(input)) bounded[part] = finiteNumbers(input);
    }
    route.schema = bounded;
  });
}

/** The bounds `finiteNumbers` gives a numeric input that states none. */
const NUMBER_BOUNDS: Readonly<Record<string, number>> = {
  integer: Number.MAX_SAFE_INTEGER,
  number: Number.MAX_VALUE,
};

/**
 * A copy of an input schema where every `integer` / `number` without a `minimum` or `maximum`
 * gets the widest finite one (safe integers; finite doubles), so that `1e400`, which JSON and
 * query coercion read as Infinity, is a 400 VALIDATION.INVALID rather than a value reaching SQL.
 * Bounds a schema states itself are kept.
 */
function finiteNumbers(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isSchema(value)) {
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, isSchema(item) ? finiteNumbers(item) : item]),
      );
    } else if (SUBSCHEMAS.has(key)) {
      copy[key] = Array.isArray(value)
        ? value.map((item: unknown) => (isSchema(item) ? finiteNumbers(item) : item))
        : isSchema(value)
          ? finiteNumbers(value)
          : value;
    }
  }
  const bound = typeof schema.type === 'string' ? NUMBER_BOUNDS[schema.type] : undefined;
  if (bound !== undefined) {
    copy.minimum ??= -bound;
    copy.maximum ??= bound;
  }
  return copy;
}

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
/** Keywords whose value is a schema or a list of schemas. */
const SUBSCHEMAS = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
]);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
