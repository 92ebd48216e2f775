import Fastify from 'fastify';
import { lazySchemaCompilers } from '../../server/lazy-schema-compilers';
import type { TestServer } from '../support/test-server';
import { startGatewayServer } from './gateway/gateway.harness';

/**
 * A server with one route: a query validated (and coerced) by its schema, an answer with a field
 * its response schema does not list.
 */
async function oneRouteServer(response: object) {
  const compilers = lazySchemaCompilers();
  const app = Fastify({
    exposeHeadRoutes: false,
    schemaController: { compilersFactory: compilers.factories },
  });
  app.get(
    '/item',
    {
      schema: {
        querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } } },
        response: { 200: response },
      },
    },
    async (request) => ({
      name: 'Harbor',
      limit: (request.query as { limit?: unknown }).limit,
      secret: 's3',
    }),
  );
  await app.ready();
  return { app, compilers };
}

const ITEM = { type: 'object', properties: { name: { type: 'string' }, limit: {} } };

describe('lazy schema compilers', () => {
  it('compile a route’s validator and serializer at its first request, the ones fastify would have built', async () => {
    const { app, compilers } = await oneRouteServer(ITEM);
    const first = await app.inject({ method: 'GET', url: '/item?limit=5' });
    // Ajv coerced the query; the response schema's serializer left the unlisted field out.
    expect(first.json()).toEqual({ name: 'Harbor', limit: 5 });
    expect(compilers.compileAll()).toBe(0);
    const refused = await app.inject({ method: 'GET', url: '/item?limit=0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('querystring/limit must be >= 1');
    await app.close();
  });

  it('leave compiling until asked, and compileAll finds a schema the compilers refuse', async () => {
    const good = await oneRouteServer(ITEM);
    // The query's validator and the answer's serializer.
    expect(good.compilers.compileAll()).toBe(2);
    expect(good.compilers.compileAll()).toBe(0);
    await good.app.close();
    // A reference to nothing: the server still starts; compiling says what is wrong.
    const broken = await oneRouteServer({
      type: 'object',
      properties: { name: { $ref: '#/definitions/none' } },
    });
    expect(() => broken.compilers.compileAll()).toThrow();
    await broken.app.close();
  });
});

describe('the server’s schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer();
    await server.app.ready();
  });
  afterAll(() => server.close());

  it('all compile (none waits for a first request to fail)', () => {
    // Every route's request and response schemas: several hundred.
    expect(server.app.compileSchemas()).toBeGreaterThan(200);
    expect(server.app.compileSchemas()).toBe(0);
  });
});
