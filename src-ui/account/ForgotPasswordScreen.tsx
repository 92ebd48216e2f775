import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { BusyButton } from './BusyButton';
import { ForgotPasswordStore } from './forgot-password.store';
import { FormAlert } from './FormAlert';
import { RecaptchaField } from './RecaptchaField';
import { TextField } from './TextField';
import { useFocusFirstError } from './use-focus-first-error';
import './auth-screens.css';
import { useFormMessage } from './form-message';

/** /forgot-password: asks for a reset link by email (spec 000 §2, §5). */
const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const store = useInjection(ForgotPasswordStore);
  const { t } = useTranslation();
  const message = useFormMessage();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, store.attempts, store.hasErrors);
  useEffect(() => () => store.reset(), [store]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit(params.get('return_url') ?? undefined);
  };
  return (
    <section className="auth-screen" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgotPassword.title')}</h1>
      <p className="auth-screen__lead">{t('forgotPassword.lead')}</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        {store.sent && (
          <FormAlert tone="success">
            <p>{t('forgotPassword.sent')}</p>
          </FormAlert>
        )}
        {store.failure && (
          <FormAlert tone="error">
            <p>{message(store.failure)}</p>
          </FormAlert>
        )}
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={store.email}
          onChange={(event) => store.setEmail(event.target.value)}
          error={store.emailError && t(store.emailError)}
        />
        <RecaptchaField
          onToken={(token) => store.setRecaptchaToken(token)}
          resetKey={store.attempts}
          error={store.recaptchaError && t(store.recaptchaError)}
        />
        <BusyButton type="submit" busy={store.busy}>
          {t('forgotPassword.submit')}
        </BusyButton>
        <div className="auth-links">
          <Link to="/user/login">{t('forgotPassword.backToLogin')}</Link>
        </div>
      </form>
    </section>
  );
});

export default ForgotPasswordScreen;
