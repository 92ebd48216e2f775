/** The answer of POST /v1/registration/validateEmail as the domain reads it (exact wire shape not shown by the spec). */
export interface EmailCheckAnswer {
  /** 'USED' when an account exists; anything else (or undefined) means free. */
  readonly status?: string;
  /** The existing account's status: NO_PASSWORD or DRAFT_NO_PASSWORD mean unverified. */
  readonly user_status?: string;
}

/** What the signup form shows for an email (spec 000 §4 "Email validation statuses", §5). */
export type EmailStatus =
  | { readonly kind: 'available' }
  | {
      readonly kind: 'unverified';
      readonly activationLinkSent: boolean;
      readonly messages: readonly string[];
    }
  | { readonly kind: 'used'; readonly message: string };

export const EMAIL_MESSAGES = {
  used: 'Email is already used.',
  unverified: 'Account is unverified.',
  activationSent: 'An account activation link has been sent to you, please check your inbox.',
} as const;

/**
 * USED + NO_PASSWORD: unverified and an activation link was sent; DRAFT_NO_PASSWORD (with or
 * without USED): unverified; any other USED: already used; otherwise available. Never throws.
 */
export function emailStatus(answer: EmailCheckAnswer): EmailStatus {
  if (answer.user_status === 'DRAFT_NO_PASSWORD' || answer.status === 'DRAFT_NO_PASSWORD') {
    return { kind: 'unverified', activationLinkSent: false, messages: [EMAIL_MESSAGES.unverified] };
  }
  if (answer.status !== 'USED') return { kind: 'available' };
  if (answer.user_status === 'NO_PASSWORD') {
    return {
      kind: 'unverified',
      activationLinkSent: true,
      messages: [EMAIL_MESSAGES.unverified, EMAIL_MESSAGES.activationSent],
    };
  }
  return { kind: 'used', message: EMAIL_MESSAGES.used };
}

/** A very small syntactic check: one '@', a non-empty local part and a dotted domain, no spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Emails of a hotel group whose domains may not self-register (spec 000 §5): the message naming
 * the identity provider, or `undefined` when the email may register. Domains match
 * case-insensitively, including subdomains.
 */
export function selfRegistrationBlock(
  email: string,
  blockedDomains: readonly string[],
  provider: string,
): string | undefined {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (domain === undefined) return undefined;
  const blocked = blockedDomains.some((entry) => {
    const blockedDomain = entry.trim().toLowerCase();
    return domain === blockedDomain || domain.endsWith(`.${blockedDomain}`);
  });
  return blocked
    ? `You are not authorized to create an account using this portal, please login through ${provider} first.`
    : undefined;
}
