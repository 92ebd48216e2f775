/** Crop shapes (spec 001 §4): the image's own proportions, a square, or a 3:1 banner. */
export const CROP_ASPECTS = ['original', 'square', 'wide'] as const;
export type CropAspect = (typeof CROP_ASPECTS)[number];

/** Zoom change per button press (ratio) and rotation per press (degrees), spec 001 §9. */
export const ZOOM_STEP = 0.1;
export const ROTATION_STEP_DEGREES = 90;

/** The cropper's aspect ratio for a shape; `original` keeps the image's width / height. */
export function aspectRatioOf(aspect: CropAspect, width: number, height: number): number {
  if (aspect === 'square') return 1;
  if (aspect === 'wide') return 3;
  return height > 0 ? width / height : 1;
}

/**
 * What the image editor hands back (spec 001 §3 "Image edit result"), shaped for the profile
 * photo upload (form fields file, degrees, rotation).
 */
export interface ImageEditResult {
  readonly coords: {
    /** Total turn, normalised to 0, 90, 180 or 270. */
    readonly degrees: number;
    /** The same turn in quarter turns (0–3). */
    readonly rotation: number;
  };
  /** The cropped image as a data URL ('data:image/png;base64,…'). */
  readonly base64Data: string;
  /** The cropped image as a file to upload. */
  readonly image: File;
  /** The uploaded file's name. */
  readonly fileName: string;
}

/** Normalises a turn in degrees (any multiple of 90, negative allowed) to 0–270. */
export function normaliseDegrees(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}
