import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers over 1 KB for clients that accept it (brotli, else gzip): pages, API
 * JSON, configuration. Static files are served from the build's own .br / .gz copies
 * (webpack's compression step, `preCompressed` in web.plugin.ts), which this leaves alone.
 * Brotli quality 5 keeps a large JSON answer cheap to compress on the fly.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
