import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../account/BusyButton';
import { FormAlert } from '../account/FormAlert';
import { useFormMessage } from '../account/form-message';
import { RecaptchaField } from '../account/RecaptchaField';
import { TextField } from '../account/TextField';
import { useFocusFirstError } from '../account/use-focus-first-error';
import { useInjection } from '../injection/use-injection';
import { LightSignupStore } from './light-signup.store';
import { NameFields, NewPasswordField } from './AccountFields';
import '../account/auth-screens.css';

/** /light-signup?code=…: join a team from an employer's invitation (spec 000 §2, §3). */
const LightSignupScreen = observer(function LightSignupScreen() {
  const store = useInjection(LightSignupStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, store.attempts, store.hasErrors);
  useEffect(() => {
    void store.load(code);
  }, [store, code]);

  const message = useFormMessage();
  const title = store.data
    ? t('lightSignup.title', { brand: store.data.brand.name })
    : t('lightSignup.titleGeneric');

  if (store.createdEmail) {
    return (
      <section className="auth-screen" aria-labelledby="light-signup-title">
        <h1 id="light-signup-title">{title}</h1>
        <FormAlert tone="success">
          <p>{t('lightSignup.done', { email: store.createdEmail })}</p>
        </FormAlert>
        <p className="auth-screen__lead">
          <Link to={`/user/login?email=${encodeURIComponent(store.createdEmail)}&activated=true`}>
            {t('lightSignup.login')}
          </Link>
        </p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <section className="auth-screen" aria-labelledby="light-signup-title">
      <h1 id="light-signup-title">{title}</h1>
      {(store.lookup === 'idle' || store.lookup === 'loading') && (
        <p className="auth-screen__lead" role="status">
          {t('lightSignup.loading')}
        </p>
      )}
      {store.lookup === 'failed' && store.lookupFailure && (
        <FormAlert tone="error">
          <p>{message(store.lookupFailure)}</p>
        </FormAlert>
      )}
      {store.lookup === 'ready' && store.data && (
        <>
          <p className="auth-screen__lead">
            {store.data.positionTitle
              ? t('lightSignup.position', { position: store.data.positionTitle })
              : t('lightSignup.lead')}
          </p>
          <form ref={formRef} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
            {store.failure && (
              <FormAlert tone="error">
                <p>{message(store.failure)}</p>
              </FormAlert>
            )}
            {store.data.email && (
              <TextField label={t('lightSignup.email')} type="email" value={store.data.email} readOnly />
            )}
            {store.needsEmail && (
              <TextField
                label={t('lightSignup.email')}
                type="email"
                autoComplete="email"
                value={store.email}
                onChange={(event) => store.set('email', event.target.value)}
                error={store.errors.email && t(store.errors.email)}
              />
            )}
            <NameFields
              firstName={store.firstName}
              lastName={store.lastName}
              firstNameError={store.errors.firstName && t(store.errors.firstName)}
              onChange={(field, value) => store.set(field, value)}
            />
            <NewPasswordField
              value={store.password}
              evaluation={store.evaluation}
              error={store.errors.password && t(store.errors.password)}
              onChange={(value) => store.set('password', value)}
            />
            <RecaptchaField onToken={(token) => store.setRecaptchaToken(token)} resetKey={store.attempts} />
            <BusyButton type="submit" busy={store.busy}>
              {t('lightSignup.submit')}
            </BusyButton>
          </form>
        </>
      )}
    </section>
  );
});

export default LightSignupScreen;
