import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { PhoneInput } from '../widgets/phone-input/PhoneInput';
import { BusyButton } from './BusyButton';
import { FormAlert } from './FormAlert';
import { MfaSetupStore } from './mfa-setup.store';
import { TextField } from './TextField';
import { useFocusFirstError } from './use-focus-first-error';
import './auth-screens.css';
import '../widgets/widgets.css';
import { useFormMessage } from './form-message';

/** /user/setup-mfa: choose Email, Phone or Passcodes and prove it (spec 000 §2, §4). */
const MfaSetupScreen = observer(function MfaSetupScreen() {
  const store = useInjection(MfaSetupStore);
  const { t } = useTranslation();
  const message = useFormMessage();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, store.attempts, store.hasErrors);
  useEffect(() => {
    void store.load();
  }, [store]);

  const submit = (action: () => Promise<void> | void) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  const failure = store.failure && (
    <FormAlert tone="error">
      <p>{message(store.failure)}</p>
    </FormAlert>
  );

  return (
    <section className="auth-screen" aria-labelledby="mfa-title">
      <h1 id="mfa-title">{t('mfa.title')}</h1>
      {store.step === 'loading' && (
        <p className="auth-screen__lead" role="status">
          {t('mfa.loading')}
        </p>
      )}
      {store.step === 'unavailable' && <div className="auth-form">{failure}</div>}
      {store.step === 'choose' && (
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit(() => store.proceed())}>
          <p className="auth-screen__lead">{t('mfa.lead')}</p>
          {failure}
          <fieldset className="auth-choice">
            <legend>{t('mfa.chooseMethod')}</legend>
            {store.methods.map((method, index) => (
              <div key={method} className="auth-choice__option">
                <input
                  id={`mfa-method-${method}`}
                  type="radio"
                  name="mfa-method"
                  value={method}
                  checked={store.method === method}
                  onChange={() => store.choose(method)}
                  data-invalid={store.methodError && index === 0 ? 'true' : undefined}
                  aria-describedby={`mfa-method-${method}-description${store.methodError ? ' mfa-method-error' : ''}`}
                />
                <label htmlFor={`mfa-method-${method}`}>
                  <strong>{t(`mfa.methods.${method}.label`)}</strong>
                </label>
                <span id={`mfa-method-${method}-description`} className="field__hint">
                  {t(`mfa.methods.${method}.description`, { email: store.email })}
                </span>
              </div>
            ))}
          </fieldset>
          {store.methodError && (
            <p className="field__error" id="mfa-method-error">
              {t(store.methodError)}
            </p>
          )}
          <BusyButton type="submit" busy={store.busy}>
            {t('mfa.continue')}
          </BusyButton>
        </form>
      )}
      {store.step === 'phone' && (
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit(() => store.savePhone())}>
          {failure}
          <PhoneInput label={t('mfa.phone')} onChange={(value) => store.setPhone(value)} />
          {store.phoneError && <p className="field__error">{t(store.phoneError)}</p>}
          <BusyButton type="submit" busy={store.busy}>
            {t('mfa.savePhone')}
          </BusyButton>
          <BusyButton variant="link" onClick={() => store.back()}>
            {t('mfa.back')}
          </BusyButton>
        </form>
      )}
      {store.step === 'verify' && (
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit(() => store.verify())}>
          <FormAlert tone="info">
            <p>
              {t(store.method === 'Phone' ? 'mfa.codeSentPhone' : 'mfa.codeSentEmail', {
                email: store.email,
              })}
            </p>
          </FormAlert>
          {failure}
          <TextField
            label={t('mfa.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={store.code}
            onChange={(event) => store.setCode(event.target.value)}
            error={store.codeError && t(store.codeError)}
          />
          <BusyButton type="submit" busy={store.busy}>
            {t('mfa.verify')}
          </BusyButton>
          <div className="auth-links">
            <BusyButton variant="link" onClick={() => void store.sendCode()} disabled={store.busy}>
              {t('mfa.resend')}
            </BusyButton>
            <BusyButton variant="link" onClick={() => store.back()}>
              {t('mfa.back')}
            </BusyButton>
          </div>
        </form>
      )}
      {store.step === 'passcodes' && (
        <div className="auth-form">
          <h2>{t('mfa.passcodesTitle')}</h2>
          <p>{t('mfa.passcodesBody')}</p>
          <ul className="passcodes" aria-label={t('mfa.passcodesTitle')}>
            {store.passcodes.map((passcode) => (
              <li key={passcode}>{passcode}</li>
            ))}
          </ul>
          <BusyButton onClick={() => store.confirmPasscodes()}>{t('mfa.passcodesConfirm')}</BusyButton>
        </div>
      )}
      {store.step !== 'done' && (
        <p className="auth-screen__exit">
          <Link to={Routes.logout}>{t('mfa.exit')}</Link>
        </p>
      )}
      {store.step === 'done' && (
        <div className="auth-form">
          <FormAlert tone="success">
            <p>{t(store.alreadySetUp ? 'mfa.alreadyDone' : 'mfa.done')}</p>
          </FormAlert>
          <Link className="auth-button" to={Routes.dashboard}>
            {t('mfa.toDashboard')}
          </Link>
        </div>
      )}
    </section>
  );
});

export default MfaSetupScreen;
