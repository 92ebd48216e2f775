import type { TestServer } from './test-server';
import { mediaStoreOf } from '../../server/storage/media-store';
import type { StoreArea } from '../../server/storage/media-store.port';
import { testsOnS3 } from './media-store-mode';

export { testsOnS3 };

/** `it` for what only the disk store has (the server's own upload URL, files in DATA_DIR). */
export const itOnDisk: jest.It = testsOnS3() ? it.skip : it;

/** The names stored in an area of the server's media store (disk folder or bucket). */
export async function storedNames(server: TestServer, area: StoreArea): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of mediaStoreOf(server.config).list(area)) names.push(entry.name);
  return names;
}

/** The bytes stored as area/name, or undefined when there is none. */
export async function storedBytes(
  server: TestServer,
  area: StoreArea,
  name: string,
): Promise<Buffer | undefined> {
  const stream = await mediaStoreOf(server.config).read(area, name);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Stores bytes as area/name in the server's media store. */
export function storeBytes(server: TestServer, area: StoreArea, name: string, bytes: Buffer): Promise<void> {
  return mediaStoreOf(server.config).putBytes(area, name, bytes);
}

/**
 * GET of a stored file's public path as a browser sees it: on object storage the server answers
 * 302 to a presigned URL of the bucket, which is followed. Answers the final status, headers, bytes.
 */
export async function fetchServed(
  server: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  statusCode: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
  redirected: boolean;
}> {
  const first = await server.app.inject({ method: 'GET', url: path, headers });
  const location = first.headers.location;
  if (first.statusCode !== 302 || typeof location !== 'string') {
    return {
      statusCode: first.statusCode,
      headers: first.headers as Record<string, string | undefined>,
      body: first.rawPayload,
      redirected: false,
    };
  }
  const response = await fetch(location, { headers });
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
    redirected: true,
  };
}
