import { createContext, useContext } from 'react';

/**
 * Loads ahead the screen a guest screen sends the user to once signed in (`ref` or /dashboard):
 * the guest gate provides it, and a screen calls it when the guest shows the intent to sign in
 * (focus enters the login form). Never rejects; repeated calls cost nothing. Outside a guest gate
 * it does nothing.
 */
export const PreloadSignedInTarget = createContext<() => void>(() => undefined);

/** The guest gate's `PreloadSignedInTarget`. */
export function usePreloadSignedInTarget(): () => void {
  return useContext(PreloadSignedInTarget);
}
