import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { mediaStoreOf } from '../../storage/media-store';
import type { StoreArea } from '../../storage/media-store.port';
import { isServedMedium } from './media.repository';
import { isPhotoName, photoDir, PHOTO_URL_PREFIX } from './profile-photo.routes';
import { isStoredName, MEDIA_URL_PREFIX, mediaDir } from './upload-receiver';

/** Life of the presigned GET a stored file's URL redirects to with object storage, seconds. */
const READ_URL_TTL_SECONDS = 5 * 60;

/**
 * The stored files, served by @fastify/static (ETag, Last-Modified, conditional GET, byte
 * ranges for video seeking): /media/profile-photos/{uuid}.{ext} and /media/library/{sha256}.{ext}.
 * Public like any image URL (an <img> or <video> sends no bearer token); names are unguessable
 * and immutable — a new file is a new name. Dotfiles and the receiving folder are never served.
 * A library file is served only once registered as a medium (or as one's secondary image):
 * an uploaded, unregistered or deleted one answers 404 MEDIA.NOT_FOUND, uncached (issue #28).
 * With object storage (issue #37) the same URLs, after the same checks, answer 302 to a presigned
 * GET of the bucket valid READ_URL_TTL_SECONDS (the bucket itself stays private).
 */
export const mediaPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config, db }) => {
  const store = mediaStoreOf(config);
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ status_code: 404, error: { code: 'MEDIA.NOT_FOUND', message: 'No such medium' } });
  if (store.kind === 's3') {
    const redirect = async (reply: FastifyReply, area: StoreArea, name: string) => {
      if (!(await store.stat(area, name))) return notFound(reply);
      const url = await store.readUrl(area, name, READ_URL_TTL_SECONDS);
      // Cached a little less than the URL lives, and only by the browser that asked.
      return reply
        .code(302)
        .header('cache-control', `private, max-age=${READ_URL_TTL_SECONDS - 60}`)
        .redirect(url!, 302);
    };
    app.get<{ Params: { name: string } }>(`${PHOTO_URL_PREFIX}:name`, async (request, reply) =>
      isPhotoName(request.params.name)
        ? redirect(reply, 'profile-photos', request.params.name)
        : notFound(reply),
    );
    app.get<{ Params: { name: string } }>(`${MEDIA_URL_PREFIX}:name`, async (request, reply) => {
      const name = request.params.name;
      if (!isStoredName(name) || !(await isServedMedium(db, name, `${MEDIA_URL_PREFIX}${name}`)))
        return notFound(reply);
      return redirect(reply, 'media', name);
    });
    return;
  }
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
  await app.register(async (library) => {
    library.addHook('onRequest', async (request, reply) => {
      // Stored names are plain hex and an extension: an escaped name is no stored name.
      const name = request.url.split('?')[0]!.slice(MEDIA_URL_PREFIX.length);
      if (isStoredName(name) && (await isServedMedium(db, name, `${MEDIA_URL_PREFIX}${name}`))) return;
      return notFound(reply);
    });
    await library.register(fastifyStatic, {
      ...common,
      root: mediaDir(config.dataDir),
      prefix: MEDIA_URL_PREFIX,
    });
  });
};
