import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../../server/config';
import { TOKEN_KEY_FILE, tokenKeyFor } from '../../../server/gateway/job-ads/token-cipher';
import { loadUploadKey } from '../../../server/gateway/media/upload-signing';

/**
 * The upload signing key and the Indeed token key (issue #19): from the environment
 * (MEDIA_UPLOAD_KEY, INDEED_TOKEN_KEY) processes on different machines agree without sharing a
 * folder, and no key file is written; unset, one file per DATA_DIR, made once and read after.
 */
describe('keys every server process must share', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-keys-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('takes both keys from the environment, writing no file, whatever DATA_DIR each machine has', () => {
    const env = {
      MEDIA_UPLOAD_KEY: crypto.randomBytes(32).toString('base64'),
      INDEED_TOKEN_KEY: crypto.randomBytes(32).toString('base64'),
    };
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-keys-'));
    try {
      const [one, two] = [dataDir, otherDir].map((dir) => readConfig({ ...env, DATA_DIR: dir }));
      expect(loadUploadKey(one!.dataDir, one!.mediaUploadKey)).toEqual(
        loadUploadKey(two!.dataDir, two!.mediaUploadKey),
      );
      expect(tokenKeyFor(one!)).toEqual(Buffer.from(env.INDEED_TOKEN_KEY, 'base64'));
      expect(tokenKeyFor(two!)).toEqual(tokenKeyFor(one!));
      expect(fs.readdirSync(dataDir)).toEqual([]);
      expect(fs.readdirSync(otherDir)).toEqual([]);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('without them, makes one key file per DATA_DIR once and reads it after', () => {
    const config = readConfig({ DATA_DIR: dataDir });
    const upload = loadUploadKey(config.dataDir, config.mediaUploadKey);
    const token = tokenKeyFor(config);
    expect(fs.existsSync(path.join(dataDir, 'keys', 'media-upload.key'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, TOKEN_KEY_FILE))).toBe(true);
    expect(loadUploadKey(config.dataDir, config.mediaUploadKey)).toEqual(upload);
    expect(tokenKeyFor(config)).toEqual(token);
  });

  it('refuses keys too short to be shared safely', () => {
    expect(() => readConfig({ MEDIA_UPLOAD_KEY: 'short' })).toThrow(
      'MEDIA_UPLOAD_KEY must be at least 32 characters',
    );
    expect(() => readConfig({ INDEED_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(
      'INDEED_TOKEN_KEY must be 32 bytes in base64',
    );
  });
});
