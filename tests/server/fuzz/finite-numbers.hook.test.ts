import Fastify, { type FastifyInstance } from 'fastify';
import { registerFiniteNumbers } from '../../../server/finite-numbers.hook';

/**
 * The hook bounds the numeric inputs of routes in any plugin, not only the gateway's: a bare
 * app configured as buildApp configures it (strictNumbers off, the hook on the root).
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ ajv: { customOptions: { strictNumbers: false } } });
  registerFiniteNumbers(app);
  await app.register(async (plugin) => {
    plugin.post(
      '/numbers/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
          querystring: { type: 'object', properties: { page: { type: 'integer' } } },
          body: {
            type: 'object',
            properties: {
              ratio: { type: 'number', minimum: 0 },
              items: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } },
              capped: { type: 'integer', maximum: 10 },
            },
          },
        },
      },
      async () => ({ ok: true }),
    );
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, body: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

it.each([
  ['a path parameter', '/numbers/1e400', '{}'],
  ['a query parameter', '/numbers/1?page=-1e400', '{}'],
  ['a JSON number', '/numbers/1', '{"ratio": 1e400}'],
  ['a number inside an array of objects', '/numbers/1', '{"items": [{"n": -1e400}]}'],
  ['a number whose schema states only a maximum', '/numbers/1', '{"capped": -1e400}'],
])('refuses Infinity in %s with a 400', async (_label, url, body) => {
  expect((await post(url, body)).statusCode).toBe(400);
});

it('keeps finite values and the bounds a schema states', async () => {
  expect(
    (await post('/numbers/9007199254740991?page=-3', '{"ratio": 1e300, "items": [{"n": 2}]}')).statusCode,
  ).toBe(200);
  expect((await post('/numbers/1', '{"capped": 11}')).statusCode).toBe(400);
});
