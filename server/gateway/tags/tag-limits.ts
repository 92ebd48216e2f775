import { TAG_NAME_MAX_LENGTH } from '../../../src-domain/index';

/**
 * The limits of the tags area (published in GET tags, documented in OpenAPI). The spec gives
 * none; peers use 20 tags per brand and 5 per candidate, which users find tight for talent pools
 * across an enterprise, so: 200 tags per brand, 20 per candidate within one enterprise.
 */
export const TAG_LIMITS = {
  tagsPerBrand: 200,
  tagsPerCandidate: 20,
  nameMaxLength: TAG_NAME_MAX_LENGTH,
  noteMaxLength: 1000,
} as const;

export const TAG_LIMITS_TEXT = `Limits: ${TAG_LIMITS.tagsPerBrand} tags per brand (409 TAGS.BRAND_LIMIT), ${TAG_LIMITS.tagsPerCandidate} tags per candidate within one enterprise, STATUS stages not counted (409 TAGS.CANDIDATE_LIMIT), names of 1–${TAG_LIMITS.nameMaxLength} characters after trimming, notes of ${TAG_LIMITS.noteMaxLength}.`;
