/**
 * JSON schemas shared by the gateway's routes (the OpenAPI document shows them). Every answer
 * is the envelope `{data, status_code: 200}`; every failure `{status_code, error: {code, message}}`.
 */
export type JsonSchema = Record<string, unknown>;

export const errorSchema: JsonSchema = {
  type: 'object',
  required: ['status_code', 'error'],
  properties: {
    status_code: { type: 'integer' },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
    data: { type: 'object', additionalProperties: true },
  },
};

export function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['data', 'status_code'],
    properties: { data, status_code: { type: 'integer', enum: [200] } },
  };
}

export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, nullable: true });

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };

export const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

/** A request body: listed properties only (others are an error, not silently dropped). */
export const body = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  ...(required.length ? { required } : {}),
});

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** A brand id in a path: a positive integer. */
export const brandIdParams: JsonSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
};

/** Repeated or comma-separated ids: `?brands_ids=1&brands_ids=2` or `?brands_ids=1,2`. */
export const idList: JsonSchema = {
  type: 'array',
  items: { type: 'string', pattern: '^[0-9]{1,15}(,[0-9]{1,15})*$' },
  maxItems: 1000,
};

/** Repeated or comma-separated codes (`permissions`, `filter_services`). */
export const codeList: JsonSchema = {
  type: 'array',
  items: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64})*$' },
  maxItems: 200,
};

/** Flattens the values of idList / codeList. */
export function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => value.split(',')).filter((value) => value !== '');
}

export const imageRef: JsonSchema = nullable(object({ uuid: str, path: str }));

export const serviceSchema: JsonSchema = object({
  code: str,
  type: str,
  sub_services: arrayOf(object({ code: str })),
});

export const conditionSchema: JsonSchema = object({
  type: str,
  values: arrayOf(object({ code: str })),
});

export const permissionSchema: JsonSchema = object({ name: str, conditions: arrayOf(conditionSchema) });

export const brandPolicySchema: JsonSchema = object({
  brandId: int,
  permissions: arrayOf(permissionSchema),
  user_accesses: arrayOf(str),
});

/** A brand node (spec 000 §3); `brands` holds children in STRUCTURED views. Registered as 'BrandNode'. */
export const brandNodeSchema: JsonSchema = {
  $id: 'BrandNode',
  type: 'object',
  properties: {
    id: int,
    type: str,
    name: str,
    group_id: int,
    parent_id: nullable(int),
    parent_type: nullable(str),
    is_favourite: bool,
    access_type: str,
    archived: bool,
    services: arrayOf(serviceSchema),
    permissions: arrayOf(permissionSchema),
    jobs: arrayOf(object({ id: int, title: str, category: str, level: nullable(str) })),
    brands: { type: 'array', items: { $ref: 'BrandNode#' } },
    parent: nullable(object({ id: int, type: str, name: str })),
  },
};

export const brandRef: JsonSchema = { $ref: 'BrandNode#' };
