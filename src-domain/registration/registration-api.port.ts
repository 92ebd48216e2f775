import { token } from '../shared/token';
import type { EmailCheckAnswer } from './email-status.rules';
import type { RegistrationPayload } from './registration.model';
import type { UsernameCheckAnswer } from './username.rules';

/** A currency an employer may pick while registering. */
export interface Currency {
  readonly id: number;
  readonly code: string;
  readonly name?: string;
  readonly symbol?: string;
}

/** A guest registration (spec 000 §4): the payload of `registrationPayload` plus the credentials. */
export interface Registration {
  readonly payload: RegistrationPayload;
  readonly email: string;
  readonly password: string;
  /** `undefined`: no username (the e-mail signs in). */
  readonly username: string | undefined;
  /** E.164; `undefined`: none. */
  readonly phone: string | undefined;
  /** `undefined` when the form has no reCAPTCHA. */
  readonly recaptchaToken: string | undefined;
}

/** What a light-signup code invites to (spec 000 §3); `undefined` fields are not known. */
export interface LightSignupInvitation {
  readonly code: string;
  readonly brand: { readonly id: number; readonly name: string; readonly type: string };
  readonly positionTitle?: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** The answers of a light signup: names, password, and the e-mail when the invitation has none. */
export interface LightSignupAnswers {
  readonly code: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  /** `undefined` when the invitation carries the e-mail. */
  readonly email: string | undefined;
  readonly recaptchaToken: string | undefined;
}

/**
 * The calls of signing up (spec 000 §3, §4, §5, §7). Guest calls unless said otherwise. Every
 * method rejects with a `GatewayError` when the server refuses (e.g. 403
 * REGISTRATION.SSO_REQUIRED with the provider in `response.data`).
 */
export interface RegistrationApiPort {
  /** Every currency (public data). */
  currencies(): Promise<readonly Currency[]>;
  /** What the server knows of `email` (used, unverified, draft); may send a new activation link. */
  checkEmail(email: string): Promise<EmailCheckAnswer>;
  /** Whether `username` is free, with a suggestion when it is not. */
  checkUsername(username: string): Promise<UsernameCheckAnswer>;
  /** Creates the unconfirmed account; resolves once the activation link is sent. */
  register(registration: Registration): Promise<void>;
  /** The invitation of a light-signup code; rejects (404 / 410) for unknown or expired codes. */
  lightSignupInvitation(code: string): Promise<LightSignupInvitation>;
  /** Creates the account of a light signup; resolves the e-mail the account has. */
  completeLightSignup(answers: LightSignupAnswers): Promise<string>;
  /** Signed in through a social provider for the first time: gives the identity its candidate profile. */
  registerFederatedCandidate(): Promise<void>;
}
export const RegistrationApiPort = token<RegistrationApiPort>('domain.registration-api');
