import { token } from '../shared/token';

/** Unguessable one-time values (the OAuth `state` of spec 000 §4's social sign-in). */
export interface RandomTokenPort {
  /**
   * A fresh value made of `bytes` bytes from a cryptographically secure source, as lowercase hex
   * (2 × `bytes` characters). Throws when the platform has no secure source: a guessable value
   * is never returned instead.
   */
  next(bytes: number): string;
}
export const RandomTokenPort = token<RandomTokenPort>('domain.random-token');
