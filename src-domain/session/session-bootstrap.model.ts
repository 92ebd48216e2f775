import type { MfaStatus } from '../account/account-api.port';
import type { Brand } from '../brands/brand.model';
import type { BrandSettings } from '../brands/brands-api.port';
import type { BrandPolicy } from '../permissions/policy.model';
import type { ProfileScheme } from '../theme/theme.rules';
import type { UserInfo } from './user-info.model';

/** The context brand as the first screen needs it: its node (no children) and its facts. */
export interface ContextBrandFacts {
  readonly brand: Brand;
  readonly policy: BrandPolicy;
  readonly settings: BrandSettings;
  readonly scheme: ProfileScheme | undefined;
}

/**
 * What the first screen after sign-in needs, read at once (issue #20 "the way in"). Only `user`
 * is always there: a part that is `undefined` was not read (a gateway without the bootstrap read
 * answers the user alone), and whoever needs it reads it on its own as before.
 */
export interface SessionBootstrap {
  readonly user: UserInfo;
  /** The multi-factor standing. */
  readonly mfa?: MfaStatus;
  /** Whether the account of the entry brand is suspended; `{ suspended: undefined }` when there is no entry brand to ask about. */
  readonly suspension?: { readonly suspended: boolean | undefined };
  /** The saved home page; `{ preference: undefined }` when none is saved. */
  readonly homePage?: { readonly preference: string | undefined };
  /** The context brand (the hint when the user may see it, else the entry brand); `{ facts: undefined }` when there is none. */
  readonly context?: { readonly facts: ContextBrandFacts | undefined };
}

/** The parts of a bootstrap its readers take, each once. */
export type SessionBootstrapPart = Exclude<keyof SessionBootstrap, 'user'>;
