import type { EmailCheckAnswer } from '../../src-domain/registration/email-status.rules';
import type {
  Currency,
  LightSignupAnswers,
  LightSignupInvitation,
  Registration,
  RegistrationApiPort,
} from '../../src-domain/registration/registration-api.port';
import type { UsernameCheckAnswer } from '../../src-domain/registration/username.rules';
import { apiFailure } from './api-failure';

/**
 * In-memory RegistrationApiPort with the gateway's answers: known e-mails answer USED (ACTIVE, or
 * NO_PASSWORD while unconfirmed), drafts DRAFT_NO_PASSWORD; registering a known e-mail or a taken
 * username is 409 IDENTITY.EMAIL_TAKEN / IDENTITY.USERNAME_TAKEN; a registered account is
 * unconfirmed; light-signup codes are 404 LIGHT_SIGNUP.NOT_FOUND when unknown and 400
 * LIGHT_SIGNUP.USED once used.
 */
export class FakeRegistrationApi implements RegistrationApiPort {
  readonly calls: string[] = [];
  currencyList: Currency[] = [{ id: 1, code: 'USD', name: 'US Dollar', symbol: '$' }];
  /** e-mail → whether the account is confirmed. */
  readonly accounts = new Map<string, { confirmed: boolean }>();
  readonly drafts = new Set<string>();
  readonly usernames = new Set<string>();
  readonly registrations: Registration[] = [];
  readonly invitations = new Map<string, LightSignupInvitation>();
  readonly usedCodes = new Set<string>();
  federatedRegistrations = 0;

  async currencies(): Promise<readonly Currency[]> {
    this.calls.push('currencies');
    return this.currencyList;
  }

  async checkEmail(email: string): Promise<EmailCheckAnswer> {
    this.calls.push(`checkEmail:${email}`);
    const account = this.accounts.get(email.toLowerCase());
    if (account) return { status: 'USED', user_status: account.confirmed ? 'ACTIVE' : 'NO_PASSWORD' };
    if (this.drafts.has(email.toLowerCase()))
      return { status: 'DRAFT_NO_PASSWORD', user_status: 'DRAFT_NO_PASSWORD' };
    return { status: 'AVAILABLE' };
  }

  async checkUsername(username: string): Promise<UsernameCheckAnswer> {
    this.calls.push(`checkUsername:${username}`);
    const name = username.toLowerCase();
    return this.usernames.has(name)
      ? { available: false, suggestion: `${name}42` }
      : { available: true, suggestion: null };
  }

  async register(registration: Registration): Promise<void> {
    this.calls.push(`register:${registration.email}`);
    const email = registration.email.toLowerCase();
    if (this.accounts.has(email)) throw apiFailure(409, 'IDENTITY.EMAIL_TAKEN');
    const username = registration.username?.toLowerCase();
    if (username && this.usernames.has(username)) throw apiFailure(409, 'IDENTITY.USERNAME_TAKEN');
    this.accounts.set(email, { confirmed: false });
    if (username) this.usernames.add(username);
    this.drafts.delete(email);
    this.registrations.push(registration);
  }

  async lightSignupInvitation(code: string): Promise<LightSignupInvitation> {
    this.calls.push(`lightSignupInvitation:${code}`);
    return this.invitation(code);
  }

  async completeLightSignup(answers: LightSignupAnswers): Promise<string> {
    this.calls.push(`completeLightSignup:${answers.code}`);
    const invitation = this.invitation(answers.code);
    const email = (invitation.email ?? answers.email ?? '').toLowerCase();
    if (this.accounts.has(email)) throw apiFailure(409, 'IDENTITY.EMAIL_TAKEN');
    this.accounts.set(email, { confirmed: false });
    this.usedCodes.add(answers.code);
    return email;
  }

  async registerFederatedCandidate(): Promise<void> {
    this.calls.push('registerFederatedCandidate');
    this.federatedRegistrations += 1;
  }

  private invitation(code: string): LightSignupInvitation {
    const invitation = this.invitations.get(code);
    if (!invitation) throw apiFailure(404, 'LIGHT_SIGNUP.NOT_FOUND');
    if (this.usedCodes.has(code)) throw apiFailure(400, 'LIGHT_SIGNUP.USED');
    return invitation;
  }
}
