import type { SignInWorkerLike } from './sign-in-worker.client';

/**
 * Starts the sign-in worker (webpack 5 bundles sign-in.worker.ts, with the identity library, as
 * its own one script `brigade-srp.*`, the name the way-in bench's WAY_IN_NO_WORKER refuses).
 * Undefined where the browser refuses to start one: the sign-in then runs on the page. Only loaded
 * where `Worker` exists (the module uses import.meta, which CommonJS test runs lack). Small and
 * free of the client: LazyIdentity starts the worker from the page's first scripts, beside the
 * sign-in code's chunk rather than after it (issue #30).
 */
export function startSignInWorker(): SignInWorkerLike | undefined {
  try {
    return new Worker(new URL('./sign-in.worker.ts', import.meta.url), { name: 'brigade-srp' });
  } catch (error) {
    console.warn('The sign-in worker could not start; the sign-in runs on the page', error);
    return undefined;
  }
}
