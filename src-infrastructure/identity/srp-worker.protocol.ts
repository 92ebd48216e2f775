import {
  computeClientEphemeral,
  computePasswordKey,
  type EphemeralHex,
  type PasswordKeyRequest,
  type SrpLibrary,
} from './srp-acceleration';

/**
 * The messages between the main thread (SrpWorkerClient) and the SRP worker (srp.worker.ts),
 * which runs amazon-cognito-identity-js's own AuthenticationHelper off the main thread (issue #20).
 * Every request carries an id; its one answer carries the same id. Integers travel as hexadecimal.
 */
export type SrpWorkerRequest =
  /** A fresh client pair (a, A = g^a mod N) for the next sign-in. */
  | { readonly id: number; readonly kind: 'ephemeral' }
  /** The password step's key for a pair, a user and the server's B and salt. */
  | { readonly id: number; readonly kind: 'password-key'; readonly request: PasswordKeyRequest };

export type SrpWorkerAnswer =
  | { readonly id: number; readonly kind: 'ephemeral'; readonly pair: EphemeralHex }
  | { readonly id: number; readonly kind: 'password-key'; readonly key: Uint8Array }
  /** The library refused or failed (its message; never the password). */
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

/** The worker's side: answers one request with the library. Never rejects. */
export async function answerSrpRequest(
  library: SrpLibrary,
  message: SrpWorkerRequest,
): Promise<SrpWorkerAnswer> {
  try {
    if (message.kind === 'ephemeral') {
      return { id: message.id, kind: 'ephemeral', pair: computeClientEphemeral(library) };
    }
    const key = await computePasswordKey(library, message.request);
    // A plain copy: the library's Buffer subclass does not survive the structured clone as itself.
    return { id: message.id, kind: 'password-key', key: Uint8Array.from(key) };
  } catch (error) {
    return {
      id: message.id,
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
