import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { photoDir } from './profile-photo.routes';

const FILE = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * GET /media/profile-photos/{uuid}.{ext}: uploaded profile photos. Public like any image URL
 * (an <img> sends no bearer token); names are random UUIDs. Immutable: a new photo is a new name.
 */
export const mediaPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  app.get<{ Params: { file: string } }>(
    '/media/profile-photos/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const notFound = { status_code: 404, error: { code: 'NOT_FOUND', message: 'Not found' } };
      if (!match) return reply.code(404).send(notFound);
      try {
        const bytes = await fs.readFile(path.join(photoDir(config.dataDir), request.params.file));
        return reply
          .type(MIME[match[1]!]!)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      } catch {
        return reply.code(404).send(notFound);
      }
    },
  );
};
