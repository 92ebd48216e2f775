import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ServiceResolver } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { BusyButton } from './BusyButton';
import { FormAlert } from './FormAlert';
import { PasswordMeter } from './PasswordMeter';
import { ResetPasswordStore } from './reset-password.store';
import { PasswordField } from '../widgets/password-field/PasswordField';
import { useFocusFirstError } from './use-focus-first-error';
import './auth-screens.css';
import { useFormMessage } from './form-message';

/** The code of a reset link: its `code` parameter, or `token` (older links); undefined without. */
function linkCode(params: URLSearchParams): string | undefined {
  return params.get('code') ?? params.get('token') ?? undefined;
}

/**
 * The link's code is checked before the first render (issue #30): the server renders the form
 * or the error, and the browser hydrates the same with the server's answer.
 */
export async function prepareFirstRender(services: ServiceResolver, url: string): Promise<void> {
  const code = linkCode(new URL(url, 'http://page.invalid').searchParams);
  await services.get<ResetPasswordStore>(ResetPasswordStore as unknown as symbol).validate(code);
}

/** /user/reset/password/token?code=…: choose a new password (spec 000 §2, §5). */
const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  const store = useInjection(ResetPasswordStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = linkCode(params);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, store.attempts, store.hasErrors);
  useEffect(() => {
    void store.validate(code);
  }, [store, code]);
  const message = useFormMessage();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <section className="auth-screen" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('resetPassword.title')}</h1>
      {(store.check === 'idle' || store.check === 'checking') && (
        <p className="auth-screen__lead" role="status">
          {t('resetPassword.checking')}
        </p>
      )}
      {store.check === 'invalid' && store.checkFailure && (
        <div className="auth-form">
          <FormAlert tone="error">
            <p>{message(store.checkFailure)}</p>
          </FormAlert>
          <Link to="/forgot-password">{t('resetPassword.requestNew')}</Link>
        </div>
      )}
      {store.check === 'valid' && store.done && (
        <div className="auth-form">
          <FormAlert tone="success">
            <p>{t('resetPassword.done')}</p>
          </FormAlert>
          <Link to="/user/login">{t('resetPassword.login')}</Link>
        </div>
      )}
      {store.check === 'valid' && !store.done && (
        <>
          <p className="auth-screen__lead">{t('resetPassword.lead')}</p>
          <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
            {store.failure && (
              <FormAlert tone="error">
                <p>{message(store.failure)}</p>
              </FormAlert>
            )}
            <PasswordField
              label={t('resetPassword.newPassword')}
              autoComplete="new-password"
              value={store.newPassword}
              onChange={(event) => store.setNewPassword(event.target.value)}
              error={store.newPasswordError && t(store.newPasswordError)}
              description={<PasswordMeter evaluation={store.evaluation} />}
            />
            <PasswordField
              label={t('resetPassword.confirmPassword')}
              autoComplete="new-password"
              value={store.confirmPassword}
              onChange={(event) => store.setConfirmPassword(event.target.value)}
              error={store.confirmError && t(store.confirmError)}
            />
            <BusyButton type="submit" busy={store.busy}>
              {t('resetPassword.submit')}
            </BusyButton>
          </form>
        </>
      )}
    </section>
  );
});

export default ResetPasswordScreen;
