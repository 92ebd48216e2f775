/** User types of registration (spec 000 §3); the payload's default is CANDIDATE. */
export type UserType = 'GUEST' | 'CANDIDATE' | 'EMPLOYER';

/** The registration payload (wire shape of POST /v1/users/registration). */
export interface RegistrationPayload {
  readonly first_name: string;
  readonly last_name: string;
  readonly user_type: UserType;
  readonly registration_mode: string;
  readonly currency?: { readonly id: number };
  readonly brand?: { readonly name: string };
}

/**
 * Builds a registration payload with the spec's defaults (user_type CANDIDATE, registration_mode
 * NORMAL, last_name empty text); names are trimmed. Never throws.
 */
export function registrationPayload(input: {
  readonly first_name: string;
  readonly last_name?: string;
  readonly user_type?: UserType;
  readonly registration_mode?: string;
  readonly currencyId?: number;
  readonly brandName?: string;
}): RegistrationPayload {
  const brandName = input.brandName?.trim();
  return {
    first_name: input.first_name.trim(),
    last_name: (input.last_name ?? '').trim(),
    user_type: input.user_type ?? 'CANDIDATE',
    registration_mode: input.registration_mode ?? 'NORMAL',
    ...(input.currencyId !== undefined ? { currency: { id: input.currencyId } } : {}),
    ...(brandName ? { brand: { name: brandName } } : {}),
  };
}
