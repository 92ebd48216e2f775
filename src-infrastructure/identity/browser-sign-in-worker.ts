import type { SignInWorkerLike } from './sign-in-worker.client';

/**
 * Starts the sign-in worker where the browser has Worker (the starter is bundled with the caller:
 * no extra request; the worker's one script carries the identity library); undefined elsewhere
 * (tests under Node, old browsers).
 */
export async function browserSignInWorker(): Promise<SignInWorkerLike | undefined> {
  if (typeof Worker !== 'function') return undefined;
  const { startSignInWorker } = await import(/* webpackMode: "eager" */ './sign-in-worker.start');
  return startSignInWorker();
}
