import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** fastify's response serializer factory that compiles late, and what is left to compile. */
export interface LazyResponseSerializers {
  /** For fastify's `schemaController.compilersFactory.buildSerializer`. */
  readonly factory: SerializerFactory;
  /**
   * Compiles every serializer not compiled yet; returns how many there were. Throws the first
   * schema fast-json-stringify refuses.
   */
  compileAll(): number;
}

/**
 * fastify's response serializers (fast-json-stringify, its default), each compiled when its route
 * first answers with that status rather than when the server starts. Compiling every route's
 * response schemas took about 1.3 s of each start (most of a test server's start), for routes a
 * process may never answer; a route's first answer now pays its own few milliseconds. Each
 * serializer is the one fastify would have built: same schemas, same options. A schema
 * fast-json-stringify refused would fail that route's answers (a 500) instead of the start:
 * `compileAll` finds it (tests/server/lazy-response-serializers.test.ts runs it on the app).
 */
export function lazyResponseSerializers(): LazyResponseSerializers {
  const build = SerializerSelector();
  const pending = new Set<() => void>();
  const factory: SerializerFactory = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: ((document: unknown) => string) | undefined;
      const compileNow = () => {
        serialize ??= compile(route);
        pending.delete(compileNow);
        return serialize;
      };
      pending.add(compileNow);
      return (document) => (serialize ?? compileNow())(document);
    };
  };
  return {
    factory,
    compileAll: () => {
      const count = pending.size;
      for (const compileNow of [...pending]) compileNow();
      return count;
    },
  };
}
