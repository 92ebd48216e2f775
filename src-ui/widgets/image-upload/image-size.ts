/** Smallest photo accepted by default (spec 001 §5, §9), in pixels. */
export const MIN_IMAGE_WIDTH = 240;
export const MIN_IMAGE_HEIGHT = 240;

/** Extensions the drop zone accepts by default, by MIME type (react-dropzone's `accept`). */
export const DEFAULT_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** True when an image of `width` × `height` px is at least the minimum in both directions. */
export function isLargeEnough(
  width: number,
  height: number,
  minWidth: number = MIN_IMAGE_WIDTH,
  minHeight: number = MIN_IMAGE_HEIGHT,
): boolean {
  return width >= minWidth && height >= minHeight;
}

/** Reads a file as a data URL and measures it; rejects when it is not a readable image. */
export function readImage(file: File): Promise<{ dataUrl: string; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      const image = new Image();
      image.onload = () => resolve({ dataUrl, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('Not an image'));
      image.src = dataUrl;
    };
    reader.readAsDataURL(file);
  });
}
