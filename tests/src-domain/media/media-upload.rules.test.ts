import { extensionOf, planUpload, titleFromFileName } from '../../../src-domain/media/media-upload.rules';
import type { MediaLimits } from '../../../src-domain/media/medium.model';

const limits: MediaLimits = {
  image: { maxBytes: 1000, extensions: ['jpg', 'png'] },
  video: { maxBytes: 5000, extensions: ['mp4'] },
};

describe('planUpload', () => {
  it('takes listed extensions, whatever their case, as the kind that lists them', () => {
    expect(planUpload('Patio.PNG', 10, limits)).toEqual({ plan: { format: 'IMAGE', extension: 'png' } });
    expect(planUpload('tour.mp4', 4000, limits)).toEqual({ plan: { format: 'VIDEO', extension: 'mp4' } });
  });

  it('refuses unlisted extensions with the list, and sizes over the kind’s limit', () => {
    expect(planUpload('notes.pdf', 10, limits)).toEqual({
      refusal: { code: 'MEDIA.FORMAT_NOT_LISTED', extensions: ['jpg', 'png', 'mp4'] },
    });
    expect(planUpload('noextension', 10, limits)).toMatchObject({
      refusal: { code: 'MEDIA.FORMAT_NOT_LISTED' },
    });
    expect(planUpload('big.jpg', 1001, limits)).toEqual({
      refusal: { code: 'MEDIA.TOO_LARGE', maxBytes: 1000 },
    });
    expect(planUpload('big.mp4', 1001, limits)).toMatchObject({ plan: { format: 'VIDEO' } });
    expect(planUpload('empty.png', 0, limits)).toEqual({ refusal: { code: 'MEDIA.EMPTY_FILE' } });
  });
});

describe('names', () => {
  it('reads the extension and makes a title of the rest', () => {
    expect(extensionOf('a.b.JPG')).toBe('jpg');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
    expect(titleFromFileName('Summer terrace.jpg')).toBe('Summer terrace');
    expect(titleFromFileName('.jpg')).toBe('.jpg');
  });
});
