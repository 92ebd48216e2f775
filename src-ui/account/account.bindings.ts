import type { ContainerModuleLoadOptions } from 'inversify';
import { LoginStore } from '../login/login.store';
import { SocialLoginStore } from '../login/social-login.store';
import { LightSignupStore } from '../registration/light-signup.store';
import { RegistrationStore } from '../registration/registration.store';
import { ForgotPasswordStore } from './forgot-password.store';
import { MfaSetupStore } from './mfa-setup.store';
import { OAuthCallbackStore } from './oauth-callback.store';
import { ResetPasswordStore } from './reset-password.store';
import { SessionExitStore } from './session-exit.store';

/**
 * Binds the stores of the authentication and account screens (called from ui.module.ts, so
 * this area's list changes here, not in the shared module).
 */
export function bindAccountStores(bind: ContainerModuleLoadOptions['bind']): void {
  bind(LoginStore).toSelf();
  bind(SocialLoginStore).toSelf();
  bind(RegistrationStore).toSelf();
  bind(LightSignupStore).toSelf();
  bind(ForgotPasswordStore).toSelf();
  bind(ResetPasswordStore).toSelf();
  bind(MfaSetupStore).toSelf();
  bind(SessionExitStore).toSelf();
  bind(OAuthCallbackStore).toSelf();
}
