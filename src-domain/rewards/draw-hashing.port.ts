import { token } from '../shared/token';

/** The hashing the raffle draw needs (raffle-draw.rules.ts); every result is of the UTF-8 bytes. */
export interface DrawHashing {
  /** Lower-case hex SHA-256 of the UTF-8 text. */
  sha256Hex(text: string): Promise<string>;
  /** HMAC-SHA256 with the UTF-8 bytes of `key` as key, over the UTF-8 bytes of `message`. */
  hmacSha256(key: string, message: string): Promise<Uint8Array>;
}
export const DrawHashingPort = token<DrawHashing>('domain.draw-hashing');
