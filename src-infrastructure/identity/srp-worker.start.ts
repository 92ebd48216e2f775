import { SrpWorkerClient } from './srp-worker.client';

/**
 * Starts the SRP worker (webpack 5 bundles srp.worker.ts as its own script). Undefined where the
 * browser has no Worker or refuses to start one: the sign-in then computes on the main thread.
 * Only loaded where `Worker` exists (the module uses import.meta, which CommonJS test runs lack).
 */
export function startSrpWorker(): SrpWorkerClient | undefined {
  try {
    return new SrpWorkerClient(
      new Worker(new URL('./srp.worker.ts', import.meta.url), { name: 'brigade-srp' }),
    );
  } catch (error) {
    console.warn('The SRP worker could not start; the sign-in computes on the main thread', error);
    return undefined;
  }
}
