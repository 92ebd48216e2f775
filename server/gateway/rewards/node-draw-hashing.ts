import crypto from 'node:crypto';
import type { DrawHashing } from '../../../src-domain/index';

/** The raffle draw's hashing over node:crypto (the browser's proof page uses WebCrypto). */
export const nodeDrawHashing: DrawHashing = {
  sha256Hex: async (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacSha256: async (key, message) =>
    new Uint8Array(crypto.createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest()),
};
