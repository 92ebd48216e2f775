import type { components, paths } from './gateway-api.generated';

/**
 * The gateway's wire shapes by path and method, read from the generated OpenAPI types
 * (gateway-api.generated.ts, `npm run api:types`): adapters name a call's shapes with these and
 * never declare a wire shape themselves. Paths are the gateway's below `/api/core`, with the
 * document's `{param}` placeholders: `WireData<'/v1/brands/{id}/level_activation', 'get'>`.
 */
type Prefixed = keyof paths & `/api/core${string}`;

/** A documented gateway path, below `/api/core`. */
export type GatewayPath = Prefixed extends `/api/core${infer Path}` ? Path : never;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends GatewayPath, M extends Method> = NonNullable<paths[`/api/core${P}`][M]>;

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

type Success<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 201 extends keyof R
      ? JsonOf<R[201]>
      : never
  : never;

/** The `data` of a call's `{data, status_code: 200}` answer. */
export type WireData<P extends GatewayPath, M extends Method = 'get'> =
  Success<Operation<P, M>> extends { readonly data: infer Data } ? Data : never;

/** A call's JSON request body. */
export type WireBody<P extends GatewayPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer Request } ? JsonOf<NonNullable<Request>> : never;

/** A call's query parameters. */
export type WireQuery<P extends GatewayPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/**
 * A shape the document publishes by name under `components.schemas`, for payloads no JSON route
 * answers (the event stream's frames: `WireSchema<'LiveEvent.message.created'>`).
 */
export type WireSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
