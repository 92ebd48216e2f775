/** Where the service worker is served (spec 001 §7), with the whole site as its scope. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js once the page has loaded (it never competes with the first render). Resolves
 * `false` where service workers are unavailable (http on a non-local host, old browsers) or the
 * registration fails (logged); never rejects.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<boolean> {
  if (!container) return false;
  if (document.readyState !== 'complete') {
    await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  }
  try {
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    return true;
  } catch (error) {
    console.error('The service worker could not be registered', error);
    return false;
  }
}
