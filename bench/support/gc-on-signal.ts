/**
 * Preloaded into a bench's server process (`node --expose-gc --import <this> …`): SIGUSR2 runs a
 * full garbage collection, so a memory reading taken after it counts what is still reachable,
 * not garbage a collection has yet to free. Bench only; the server knows nothing of it.
 */
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
});
