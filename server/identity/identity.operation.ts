import type { Language } from '../../src-domain';
import type { IdentityContext } from './identity.context';

/** Facts about the HTTP request an operation may use. */
export interface RequestMeta {
  /** Client address (X-Forwarded-For honoured: the app trusts its proxy). */
  readonly address: string;
  /** The language of the page that sent it (server/mail/mail-language.ts): mail is written in it. */
  readonly language: Language;
}

/**
 * One operation of the Cognito protocol: the parsed JSON body in, the JSON answer out;
 * expected failures are thrown as CognitoError.
 */
export type IdentityOperation = (
  context: IdentityContext,
  body: unknown,
  meta: RequestMeta,
) => Promise<object>;
