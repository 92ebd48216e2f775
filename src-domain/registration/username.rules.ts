/** The answer of POST /v1/registration/validateUsername as the domain reads it. */
export interface UsernameCheckAnswer {
  readonly available: boolean;
  /** An alternative the server suggests when the name is taken. */
  readonly suggestion?: string | null;
}

/** What the signup form shows for a username. */
export type UsernameStatus =
  | { readonly kind: 'available' }
  | { readonly kind: 'taken'; readonly message: string; readonly suggestion?: string };

export const USERNAME_TAKEN_MESSAGE = 'Username already used';

/** Available, or taken with the message and the server's suggestion (blank suggestions dropped). */
export function usernameStatus(answer: UsernameCheckAnswer): UsernameStatus {
  if (answer.available) return { kind: 'available' };
  const suggestion = answer.suggestion?.trim();
  return suggestion
    ? { kind: 'taken', message: USERNAME_TAKEN_MESSAGE, suggestion }
    : { kind: 'taken', message: USERNAME_TAKEN_MESSAGE };
}

/**
 * Applies a suggestion the user accepted: the field takes the suggested name. Returns the
 * current value when there is no suggestion (never loses what the user typed).
 */
export function acceptUsernameSuggestion(current: string, status: UsernameStatus): string {
  return status.kind === 'taken' && status.suggestion !== undefined ? status.suggestion : current;
}
