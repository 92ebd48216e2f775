import Fastify from 'fastify';
import { lazyResponseSerializers } from '../../server/lazy-response-serializers';
import type { TestServer } from '../support/test-server';
import { startGatewayServer } from './gateway/gateway.harness';

/** A server with one route whose answer has a field its response schema does not list. */
async function oneRouteServer(schema: object) {
  const serializers = lazyResponseSerializers();
  const app = Fastify({
    exposeHeadRoutes: false,
    schemaController: { compilersFactory: { buildSerializer: serializers.factory } },
  });
  app.get('/item', { schema: { response: { 200: schema } } }, async () => ({ name: 'Harbor', secret: 's3' }));
  await app.ready();
  return { app, serializers };
}

const ITEM = { type: 'object', properties: { name: { type: 'string' } } };

describe('lazy response serializers', () => {
  it('compiles a route’s serializer at its first answer, the one fastify would have built', async () => {
    const { app, serializers } = await oneRouteServer(ITEM);
    const first = await app.inject({ method: 'GET', url: '/item' });
    // The schema's serializer wrote the answer: the unlisted field is left out.
    expect(first.json()).toEqual({ name: 'Harbor' });
    expect(serializers.compileAll()).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/item' })).json()).toEqual({ name: 'Harbor' });
    await app.close();
  });

  it('leaves compiling until asked, and compileAll finds a schema fast-json-stringify refuses', async () => {
    const good = await oneRouteServer(ITEM);
    expect(good.serializers.compileAll()).toBe(1);
    expect(good.serializers.compileAll()).toBe(0);
    await good.app.close();
    // A reference to nothing: the server still starts; compiling says what is wrong.
    const broken = await oneRouteServer({
      type: 'object',
      properties: { name: { $ref: '#/definitions/none' } },
    });
    expect(() => broken.serializers.compileAll()).toThrow();
    await broken.app.close();
  });
});

describe('the server’s response schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer();
    await server.app.ready();
  });
  afterAll(() => server.close());

  it('all compile (none waits for a first answer to fail)', () => {
    // Every route with a response schema, each status once: well over a hundred.
    expect(server.app.compileResponseSerializers()).toBeGreaterThan(100);
    expect(server.app.compileResponseSerializers()).toBe(0);
  });
});
