import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../account/BusyButton';
import { FormAlert } from '../account/FormAlert';
import { RecaptchaField } from '../account/RecaptchaField';
import { PasswordField } from '../widgets/password-field/PasswordField';
import { TextField } from '../account/TextField';
import { useFocusFirstError } from '../account/use-focus-first-error';
import { useInjection } from '../injection/use-injection';
import { usePreloadSignedInTarget } from '../navigation/signed-in-target.context';
import { LoginStore } from './login.store';
import { SocialLogin } from './SocialLogin';
import '../account/auth-screens.css';

/**
 * The login screen's content for both variants: /user/login and /qsrlogin (restaurant crew on
 * shared devices: a store-code hint, no social sign-in). Query parameters: `error_code` (its
 * catalogue message), `corporate_token` + `username` (shadow session), `magic_token` +
 * `username` (magic link), `activated` + `email` (after the activation link).
 */
export const LoginForm = observer(function LoginForm({ variant }: { variant: 'standard' | 'qsr' }) {
  const store = useInjection(LoginStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const preloadSignedInTarget = usePreloadSignedInTarget();
  useFocusFirstError(formRef, store.attempts, store.hasErrors);

  const errorCode = params.get('error_code') ?? undefined;
  const corporateToken = params.get('corporate_token');
  const magicToken = params.get('magic_token');
  const username = params.get('username') ?? params.get('email') ?? '';
  const activated = params.get('activated') === 'true';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    store.showErrorCode(errorCode);
    if (activated && username) store.setEmail(username);
    if (corporateToken && username) void store.signInWithCorporateToken(username, corporateToken);
    else if (magicToken && username) void store.signInWithMagicLink(username, magicToken);
  }, [store, errorCode, corporateToken, magicToken, username, activated]);
  useEffect(() => () => store.reset(), [store]);
  // Focus in the form says the guest is about to sign in: the sign-in code and the page after
  // it load meanwhile, in that order. On a slow line they would share it, and the sign-in, the
  // first thing a click waits for, would come last (issue #30: a click at hydration waited 0.9 s
  // for the identity library behind the signed-in layout's 116 KB).
  useEffect(() => {
    const form = formRef.current;
    const prepare = () => void store.prepare().then(preloadSignedInTarget);
    form?.addEventListener('focusin', prepare);
    // The app started at the first engagement (issue #20): focus was already in the form when it
    // hydrated, and the focusin that said so came before this listener.
    if (form?.contains(document.activeElement)) prepare();
    return () => form?.removeEventListener('focusin', prepare);
  }, [store, preloadSignedInTarget]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A click before the sign-in was prepared (at hydration, issue #30): the page after it loads
    // now, beside the sign-in's requests, rather than once the preparation ends.
    preloadSignedInTarget();
    void store.submit();
  };
  const automatic = Boolean((corporateToken || magicToken) && username);

  return (
    <section className="auth-screen" aria-labelledby="login-title">
      <h1 id="login-title">{variant === 'qsr' ? t('login.qsr.title') : t('login.title')}</h1>
      <p className="auth-screen__lead">{variant === 'qsr' ? t('login.qsr.lead') : t('login.lead')}</p>
      <form
        ref={formRef}
        className="auth-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-describedby="login-title"
      >
        {activated && !store.failure && <FormAlert tone="success">{t('login.activated')}</FormAlert>}
        {automatic && store.busy && <FormAlert tone="info">{t('login.signingIn')}</FormAlert>}
        {store.failure && (
          <FormAlert tone="error">
            <p>{t(store.failure.key, { defaultValue: store.failure.message })}</p>
            {store.activationLinkSent && <p>{t('login.activationSent')}</p>}
          </FormAlert>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          value={store.email}
          onChange={(event) => store.setEmail(event.target.value)}
          error={store.fieldErrors.email && t(store.fieldErrors.email)}
          hint={variant === 'qsr' ? t('login.qsr.storeCodeHint') : undefined}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={store.password}
          onChange={(event) => store.setPassword(event.target.value)}
          error={store.fieldErrors.password && t(store.fieldErrors.password)}
        />
        <RecaptchaField
          onToken={(token) => store.setRecaptchaToken(token)}
          resetKey={store.attempts}
          error={store.recaptchaError && t(store.recaptchaError)}
        />
        <div className="auth-links">
          <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        </div>
        <BusyButton type="submit" busy={store.busy}>
          {t('login.submit')}
        </BusyButton>
        {variant === 'qsr' && <p className="field__hint">{t('login.qsr.sharedDevice')}</p>}
      </form>
      {variant === 'standard' && <SocialLogin />}
    </section>
  );
});
