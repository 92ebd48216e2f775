import {
  Type,
  type Static,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

/**
 * The vocabulary of the gateway's route schemas (TypeBox): a schema written here is at once what
 * Ajv validates, what the answer serialiser writes, what the OpenAPI document publishes (and so
 * what the client's generated wire types say: `npm run api:types`) and the handler's types.
 * `Type.Object` properties are required unless wrapped in `Type.Optional`.
 */

/** `T` or null, written as OpenAPI 3.0's `nullable: true` (Ajv and the serialiser read it as such). */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
}

/** One of `values` (OpenAPI 3.0 has no `const`, so not a union of literals). */
export function StringEnum<T extends string>(
  values: readonly T[],
  options: { description?: string } = {},
): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

type BodyProperties<P extends TProperties, R extends keyof P> = {
  [K in keyof P]: K extends R ? P[K] : TOptional<P[K]>;
};

/**
 * A request body or query: the listed properties only (another is a 400, not silently dropped);
 * those in `required` must be sent, the others may be left out.
 */
export function Body<P extends TProperties, R extends keyof P & string = never>(
  properties: P,
  required: readonly R[] = [],
): TObject<BodyProperties<P, R>> {
  const shaped = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [
      key,
      required.includes(key as R) ? schema : Type.Optional(schema),
    ]),
  ) as BodyProperties<P, R>;
  return Type.Object(shaped, { additionalProperties: false });
}

/** An id in a path (`/…/:id`): a positive integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A brand id in a path (`/brands/:id/…`): a positive integer. */
export const BrandIdParams = IdParams;

/** Repeated or comma-separated ids: `?brands_ids=1&brands_ids=2` or `?brands_ids=1,2` (splitList). */
export const IdList = Type.Array(Type.String({ pattern: '^[0-9]{1,15}(,[0-9]{1,15})*$' }), {
  maxItems: 1000,
});

/** Flattens the values of IdList / CodeList. */
export function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) => value.split(',')).filter((value) => value !== '');
}

/** Repeated or comma-separated codes (`permissions`, `filter_services`). */
export const CodeList = Type.Array(
  Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64})*$' }),
  {
    maxItems: 200,
  },
);

/** A stored image: its uuid and its path below the media host, or null. */
export const ImageRef = Nullable(Type.Object({ uuid: Type.String(), path: Type.String() }));

/** Every failure: `{status_code, error: {code, message}}` (some add `data` with details). */
export const ErrorSchema = Type.Object({
  status_code: Type.Integer(),
  error: Type.Object({ code: Type.String(), message: Type.String() }),
  data: Type.Optional(Type.Object({}, { additionalProperties: true })),
});

/** Every answer: `{data, status_code: 200}`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, status_code: Type.Unsafe<200>({ type: 'integer', enum: [200] }) });
}
