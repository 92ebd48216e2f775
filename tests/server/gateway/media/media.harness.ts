import zlib from 'node:zlib';
import sharp from 'sharp';
import type { TestServer } from '../../../support/test-server';
import { call, type Session } from '../gateway.harness';

/** A solid PNG of the given size. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** A JPEG 400 × 300 tagged with EXIF orientation 6 (shown turned 90°) and a camera maker. */
export function rotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'someone' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A tiny PNG whose header claims 100 000 × 100 000 pixels (a decompression bomb's header). */
export async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(await pngOf(1, 1));
  // IHDR: length(4) 'IHDR'(4) at offset 8; width at 16, height at 20; CRC after the 13 data bytes.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface Presigned {
  url: string;
  method: string;
  expires_at: string;
  max_bytes: number;
  complete_url: string | null;
}

/** The complete_url of each bucket upload URL presign answered (object storage). */
const completions = new Map<string, string>();

export async function presign(
  server: TestServer,
  session: Session,
  brand: number,
  query: { media_type: string; media_format: string; size: number; file_name?: string },
) {
  const search = new URLSearchParams({ file_name: 'photo', ...query, size: String(query.size) });
  const response = await call(server, 'GET', `/v1/brands/${brand}/media/presigned_url?${search}`, {
    session,
  });
  const body = response.json<{ data: Presigned; error: { code: string } }>();
  if (body.data?.complete_url) completions.set(body.data.url, body.data.complete_url);
  return { status: response.statusCode, body };
}

/**
 * PUTs bytes to a signed URL the way the client does (no content type, force-csrf: true). A
 * bucket's URL (object storage) is PUT to the bucket, then its complete_url is POSTed with the
 * same headers, as the client does: the answer is the server's check.
 */
export async function put(
  server: TestServer,
  url: string,
  bytes: Buffer,
  options: { method?: 'PUT' | 'POST' | 'GET'; headers?: Record<string, string> } = {},
) {
  const complete = completions.get(url);
  if (complete !== undefined) {
    const headers = { 'force-csrf': 'true', ...options.headers };
    const stored = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers });
    if (!stored.ok) throw new Error(`the bucket refused the PUT: ${stored.status} ${await stored.text()}`);
    const checked = await server.app.inject({ method: 'POST', url: complete, headers });
    return {
      status: checked.statusCode,
      body: checked.json<{ data: { path: string; size_bytes: number }; error: { code: string } }>(),
    };
  }
  const response = await server.app.inject({
    method: options.method ?? 'PUT',
    url,
    headers: { 'force-csrf': 'true', ...options.headers },
    ...(options.method === 'GET' ? {} : { payload: bytes }),
  });
  return {
    status: response.statusCode,
    body: response.json<{ data: { path: string; size_bytes: number }; error: { code: string } }>(),
  };
}
