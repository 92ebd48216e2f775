/**
 * Whether this test file runs its servers on object storage: the `server-s3` jest project sets
 * the global TEST_MEDIA_STORE (a jest global, not process.env, which a worker shares between the
 * files of both projects); TEST_MEDIA_STORE=s3 in the environment does the same outside jest.
 * Its own module, free of jest's globals, so benches that start a test server can load it.
 */
export function testsOnS3(): boolean {
  const global = (globalThis as { TEST_MEDIA_STORE?: string }).TEST_MEDIA_STORE;
  return (global ?? process.env.TEST_MEDIA_STORE) === 's3';
}
