import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { photoDir, PHOTO_URL_PREFIX } from './profile-photo.routes';
import { MEDIA_URL_PREFIX, mediaDir } from './upload-receiver';

/**
 * The stored files, served by @fastify/static (ETag, Last-Modified, conditional GET, byte
 * ranges for video seeking): /media/profile-photos/{uuid}.{ext} and /media/library/{sha256}.{ext}.
 * Public like any image URL (an <img> or <video> sends no bearer token); names are unguessable
 * and immutable — a new file is a new name. Dotfiles and the receiving folder are never served.
 */
export const mediaPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  const common = {
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    dotfiles: 'deny',
    // New files appear while running: the wildcard route looks each name up on disk.
    wildcard: true,
  } as const;
  for (const dir of [photoDir(config.dataDir), mediaDir(config.dataDir)])
    fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, { ...common, root: photoDir(config.dataDir), prefix: PHOTO_URL_PREFIX });
  await app.register(fastifyStatic, { ...common, root: mediaDir(config.dataDir), prefix: MEDIA_URL_PREFIX });
};
