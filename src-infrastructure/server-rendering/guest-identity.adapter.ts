import { injectable } from 'inversify';
import type { IdentityPort } from '../../src-domain/identity/identity.port';
import type { SessionTokens, SignInOutcome } from '../../src-domain/session/session.model';
import { DomainError } from '../../src-domain/shared/domain-error';

const notOnServer = () =>
  new DomainError('SSR.BROWSER_ONLY', 'Identity calls run in the browser, not while rendering');

/**
 * IdentityPort while the server renders a page: nobody is signed in (tokens live in the browser),
 * and every action rejects with SSR.BROWSER_ONLY (views only call them from event handlers).
 */
@injectable()
export class GuestIdentity implements IdentityPort {
  currentTokens(): SessionTokens | undefined {
    return undefined;
  }
  signIn(): Promise<SignInOutcome> {
    return Promise.reject(notOnServer());
  }
  answerCustomChallenge(): Promise<SignInOutcome> {
    return Promise.reject(notOnServer());
  }
  refresh(): Promise<SessionTokens> {
    return Promise.reject(notOnServer());
  }
  signOut(): Promise<void> {
    return Promise.reject(notOnServer());
  }
  forgotPassword(): Promise<void> {
    return Promise.reject(notOnServer());
  }
  confirmForgotPassword(): Promise<void> {
    return Promise.reject(notOnServer());
  }
}
