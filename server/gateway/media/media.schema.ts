import { Type } from '@sinclair/typebox';
import { ImageRef, Nullable } from '../route-schema';

/**
 * The media library's wire shapes (TypeBox): what its routes answer, what the OpenAPI document
 * publishes, and the types of the views that build those answers (`Static<>` of these).
 */

/** A medium of a brand's library (POST /v1/brands/{id}/media, GET /v1/brand/basic_media/{id}). */
export const Medium = Type.Object({
  id: Type.Integer(),
  brand_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  type: Type.String(),
  format: Type.String(),
  path: Type.String(),
  is_hosted: Nullable(Type.Boolean()),
  media_secondary: Nullable(Type.String()),
  positions: Type.Array(Type.Integer()),
  size_bytes: Nullable(Type.Integer()),
  created_at: Type.String(),
});

/** What the library accepts (GET /v1/media/limits): listed extensions and largest size per kind. */
export const MediaLimits = Type.Object({
  image: Type.Object({
    max_bytes: Type.Integer(),
    formats: Type.Array(Type.String()),
    max_pixels: Type.Integer(),
  }),
  video: Type.Object({ max_bytes: Type.Integer(), formats: Type.Array(Type.String()) }),
});

/** GET /v1/brand/basic_media/{id}: the brand's theme and a page of its library. */
export const BasicMedia = Type.Object({
  brand_id: Type.Integer(),
  profile_image: ImageRef,
  rectangle_profile_image: ImageRef,
  scheme_settings: Type.Object({ background_color: Type.String(), accent_color: Type.String() }),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  media: Type.Array(Medium),
});
