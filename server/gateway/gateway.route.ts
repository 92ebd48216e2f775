import type { Static, TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { VerifiedAccessToken } from '../identity/identity.service';
import { unauthorized } from './gateway.errors';
import { Envelope, ErrorSchema } from './route-schema';

/**
 * Who may call a route: `required` (default) needs a valid bearer token; `optional` reads one
 * when sent; `none` never looks (the guest routes listed in the README).
 */
export type RouteAuth = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Rate-limited as a sign-in, reset or registration route. */
    sensitive?: boolean;
  }
  interface FastifyRequest {
    /** The verified caller; set by the auth hook, undefined for guests. */
    principal?: VerifiedAccessToken;
  }
}

/** The caller of a `required` route; 401 AUTH.UNAUTHORIZED when the hook let a guest through. */
export function principalOf(request: FastifyRequest): VerifiedAccessToken {
  if (!request.principal) throw unauthorized('AUTH.UNAUTHORIZED');
  return request.principal;
}

/** What every route declares, typed or not. */
interface RouteOptions {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly auth?: RouteAuth;
  readonly sensitive?: boolean;
  readonly consumes?: readonly string[];
  /**
   * The fields of a multipart/form-data body (files as `{type: 'string', format: 'binary'}`), for
   * the OpenAPI document only: the handler reads and checks the form itself (the body of such a
   * request is not JSON and is not validated by a schema). Needs `consumes`.
   */
  readonly form?: TSchema;
  /**
   * Serialise the answer with JSON.stringify instead of the schema's compiled serialiser (3–4×
   * faster on deep recursive trees of tens of thousands of brands). Only for answers built field
   * by field, since nothing is filtered out then; the schema still documents the answer.
   */
  readonly plainSerializer?: boolean;
  /**
   * The handler sends bytes it compressed itself (with Content-Encoding): the compression plugin
   * leaves this route alone, so it never compresses a large answer per request.
   */
  readonly precompressed?: boolean;
  /**
   * The success status (default 200): 201 answers the envelope with HTTP 201; 204 answers no
   * body (the handler's return value is dropped). Documented as such in the OpenAPI document.
   */
  readonly status?: 200 | 201 | 204;
}

/** The request a typed route's handler receives: its parts typed by their schemas (TypeBox). */
export type TypedRequest<Q extends TSchema, P extends TSchema, B extends TSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { querystring: Q; params: P; body: B },
  TypeBoxTypeProvider
>;

/**
 * A route whose schemas are its only description: the handler's request is typed by
 * `querystring`, `params` and `body`, and what it returns must be `data`'s type. The OpenAPI
 * document publishes the same schemas, and the client's wire types are generated from it
 * (`npm run api:types`), so a field changes in one place.
 */
export interface TypedRoute<
  Q extends TSchema = TSchema,
  P extends TSchema = TSchema,
  B extends TSchema = TSchema,
  D extends TSchema = TSchema,
> extends RouteOptions {
  readonly querystring?: Q;
  readonly params?: P;
  readonly body?: B;
  /** Schema of `data` in the answer (ignored on the wire for status 204). */
  readonly data: D;
  /** Returns `data`; throw GatewayError for expected failures. */
  handler(request: TypedRequest<Q, P, B>, reply: FastifyReply): Promise<Static<D>>;
}

/**
 * Registers a route with its schemas, its envelope and its OpenAPI description: every route
 * validates body, query and params (every number in them finite: finite-numbers.hook.ts) and
 * declares its answer and error shapes.
 */
export function defineRoute<
  Q extends TSchema = TSchema,
  P extends TSchema = TSchema,
  B extends TSchema = TSchema,
  D extends TSchema = TSchema,
>(app: FastifyInstance, route: TypedRoute<Q, P, B, D>): void {
  registerRoute(app, route as unknown as TypedRoute);
}

function registerRoute(app: FastifyInstance, route: TypedRoute): void {
  const auth = route.auth ?? 'required';
  app.route({
    method: route.method,
    url: route.url,
    config: {
      auth,
      sensitive: route.sensitive ?? false,
      // The form's fields appear as the operation's multipart requestBody (validation is unchanged).
      ...(route.form ? { swaggerTransform: documentForm(route.form) } : {}),
    },
    schema: {
      summary: route.summary,
      tags: [...route.tags],
      ...(auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.consumes ? { consumes: [...route.consumes] } : {}),
      response: {
        ...(route.status === 204
          ? { 204: { description: 'No content', type: 'null' } }
          : { [route.status ?? 200]: Envelope(route.data) }),
        '4xx': ErrorSchema,
        '5xx': ErrorSchema,
      },
    },
    ...(route.precompressed ? { compress: false as const } : {}),
    ...(route.plainSerializer ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    handler: async (request, reply) => {
      // The schemas above guarantee the shapes the handler's generic promises.
      const data = await route.handler(request as unknown as TypedRequest<TSchema, TSchema, TSchema>, reply);
      // A handler that answered itself (a redirect) is done.
      if (reply.sent) return reply;
      if (route.status === 204) return reply.code(204).send();
      if (route.status === 201) reply.code(201);
      return { data, status_code: 200 };
    },
  });
}

/** The OpenAPI transform of a multipart route: its form's schema as the documented body. */
function documentForm(form: TSchema) {
  return ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body: form },
    url,
  });
}
