import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type Validate = ReturnType<ReturnType<ValidatorFactory>>;

/** fastify's schema compiler factories that compile late, and what is left to compile. */
export interface LazySchemaCompilers {
  /** For fastify's `schemaController.compilersFactory`. */
  readonly factories: {
    readonly buildValidator: ValidatorFactory;
    readonly buildSerializer: SerializerFactory;
  };
  /**
   * Compiles every validator and serializer not compiled yet; returns how many there were.
   * Throws the first schema Ajv or fast-json-stringify refuses.
   */
  compileAll(): number;
}

/**
 * fastify's own compilers (Ajv for request validation, fast-json-stringify for responses, built
 * by their default factories with the server's options), each schema compiled when its route
 * first needs it rather than when the server starts. Compiling every route's schemas took about
 * 2 s of each start (most of a test server's), for routes a process may never answer; a route's
 * first request now pays its own few milliseconds. A schema the compilers refuse would fail that
 * route (a 500) instead of the start: `compileAll` finds it (tests/server/lazy-schema-compilers.
 * test.ts runs it over the app).
 *
 * With a validator factory of its own, fastify hands header schemas over as written (it no longer
 * lower-cases their names): the server's header schemas name headers in lower case, as Node
 * delivers them.
 */
export function lazySchemaCompilers(): LazySchemaCompilers {
  const pending = new Set<() => unknown>();
  /** `compile` deferred until `compiled()` is first called; registered as pending until then. */
  const deferred = <Compiled>(compile: () => Compiled): (() => Compiled) => {
    let result: { value: Compiled } | undefined;
    const compiled = () => {
      result ??= { value: compile() };
      pending.delete(compiled);
      return result.value;
    };
    pending.add(compiled);
    return compiled;
  };

  const validators = AjvCompiler();
  const buildValidator: ValidatorFactory = (externalSchemas, options) => {
    const compile = validators(externalSchemas, options);
    return (route) => {
      const validate = deferred(() => compile(route));
      // Called as Ajv's own function: fastify reads `schemaEnv` (to pass the parent data) before
      // the call and `errors` after it.
      const lazy = ((data: unknown, context?: unknown) =>
        (validate() as (data: unknown, context?: unknown) => unknown)(data, context)) as unknown as Validate;
      Object.defineProperties(lazy, {
        schemaEnv: { get: () => validate().schemaEnv },
        errors: { get: () => validate().errors },
      });
      return lazy;
    };
  };

  const serializers = SerializerSelector();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = serializers(externalSchemas, options);
    return (route) => {
      const serialize = deferred(() => compile(route));
      return (document) => serialize()(document);
    };
  };

  return {
    factories: { buildValidator, buildSerializer },
    compileAll: () => {
      const count = pending.size;
      for (const compiled of [...pending]) compiled();
      return count;
    },
  };
}
