import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import { MEDIA_URL_PREFIX } from '../gateway/media/upload-receiver';
import type { MediaStore } from '../storage/media-store.port';
import type { DemoBrands } from './demo-brands.seed';

/** The demo library of Harbor Grill Portland Downtown (manager@): three images, drawn here. */
const DEMO_MEDIA = [
  { title: 'Dining room', description: 'The dining room before service', from: '#1d4e89', to: '#f4a259' },
  { title: 'Kitchen line', description: 'Our open kitchen', from: '#2a9d8f', to: '#e9c46a' },
  { title: 'Terrace', description: 'Summer terrace on the harbour', from: '#6a4c93', to: '#ff595e' },
] as const;

function picture(from: string, to: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="600" cy="180" r="90" fill="#ffffff" fill-opacity="0.35"/></svg>`,
  );
}

/**
 * Writes the demo media files to the media store (hashed names, as uploads get) and registers them
 * for the first Harbor Grill location, as if its manager had uploaded them.
 */
export async function seedDemoMedia(
  db: Kysely<Database>,
  brands: DemoBrands,
  managerId: string,
  store: MediaStore,
  now: string,
): Promise<void> {
  const brand = brands.grillLocations[0];
  if (!brand) return;
  for (const [index, medium] of DEMO_MEDIA.entries()) {
    const bytes = await sharp(picture(medium.from, medium.to)).jpeg({ quality: 82 }).toBuffer();
    const storedName = `${crypto.createHash('sha256').update(bytes).update(String(index)).digest('hex')}.jpg`;
    await store.putBytes('media', storedName, bytes);
    const created = new Date(Date.parse(now) - (DEMO_MEDIA.length - index) * 60_000).toISOString();
    await db
      .insertInto('media_uploads')
      .values({
        id: crypto.randomBytes(32).toString('hex'),
        brand_id: brand.id,
        user_id: managerId,
        media_type: 'IMAGE',
        media_format: 'jpg',
        declared_size: bytes.length,
        expires_at: created,
        status: 'REGISTERED',
        stored_name: storedName,
        stored_size: bytes.length,
        created_at: created,
      })
      .execute();
    await db
      .insertInto('brand_media')
      .values({
        brand_id: brand.id,
        title: medium.title,
        description: medium.description,
        type: index === 0 ? 'COVER' : 'GALLERY',
        format: 'IMAGE',
        path: `${MEDIA_URL_PREFIX}${storedName}`,
        stored_name: storedName,
        is_hosted: null,
        media_secondary: null,
        positions_json: '[]',
        size_bytes: bytes.length,
        created_by_user_id: managerId,
        created_at: created,
      })
      .execute();
  }
}
