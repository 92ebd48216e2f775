import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BusyButton } from '../account/BusyButton';
import { FormAlert } from '../account/FormAlert';
import { useFormMessage } from '../account/form-message';
import { RecaptchaField } from '../account/RecaptchaField';
import { TextField } from '../account/TextField';
import { useFocusFirstError } from '../account/use-focus-first-error';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { PhoneInput } from '../widgets/phone-input/PhoneInput';
import { RegistrationStore, type RegistrationKind } from './registration.store';
import { NameFields, NewPasswordField } from './AccountFields';
import '../account/auth-screens.css';
import '../widgets/widgets.css';
import { useLocale } from '../widgets/date-picker/use-locale';

/** The registration form of a job seeker or an employer, then the 'check your inbox' answer. */
export const RegistrationForm = observer(function RegistrationForm({ kind }: { kind: RegistrationKind }) {
  const store = useInjection(RegistrationStore);
  const { t } = useTranslation();
  const message = useFormMessage();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, store.attempts, store.hasErrors);
  useEffect(() => {
    store.start(kind);
    if (kind === 'employer') void store.loadCurrencies();
  }, [store, kind]);

  if (store.registeredEmail && store.kind === kind) {
    return (
      <section className="auth-screen" aria-labelledby="registration-done">
        <h1 id="registration-done">{t('registration.done.title')}</h1>
        <FormAlert tone="success">
          <p>{t('registration.done.body', { email: store.registeredEmail })}</p>
        </FormAlert>
        <p className="auth-screen__lead">
          <Link to="/user/login">{t('registration.done.login')}</Link>
        </p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const error = (key: string | undefined) => (key ? t(key, { provider: store.ssoProvider }) : undefined);
  const emailCheck = store.emailCheck;

  return (
    <section className="auth-screen" aria-labelledby="registration-title">
      <h1 id="registration-title">{t(`registration.${kind}.title`)}</h1>
      <p className="auth-screen__lead">{t(`registration.${kind}.lead`)}</p>
      <form ref={formRef} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
        {store.failure && (
          <FormAlert tone="error">
            <p>{message(store.failure)}</p>
          </FormAlert>
        )}
        <NameFields
          firstName={store.firstName}
          lastName={store.lastName}
          firstNameError={error(store.errors.firstName)}
          onChange={(field, value) => store.set(field, value)}
        />
        {kind === 'employer' && (
          <TextField
            label={t('registration.brandName')}
            autoComplete="organization"
            value={store.brandName}
            onChange={(event) => store.set('brandName', event.target.value)}
            error={error(store.errors.brandName)}
          />
        )}
        <TextField
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={store.email}
          onChange={(event) => store.setEmail(event.target.value)}
          onBlur={() => void store.checkEmail()}
          error={error(store.errors.email)}
          hint={
            store.checkingEmail
              ? t('registration.checking')
              : emailCheck?.kind === 'unverified' && emailCheck.activationLinkSent
                ? t('registration.emailStatus.activationSent')
                : undefined
          }
        />
        <TextField
          label={t('registration.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={store.username}
          onChange={(event) => store.setUsername(event.target.value)}
          onBlur={() => void store.checkUsername()}
          error={error(store.errors.username)}
          hint={store.checkingUsername ? t('registration.checking') : t('registration.usernameHint')}
        />
        {store.usernameCheck?.kind === 'taken' && store.usernameCheck.suggestion && (
          <BusyButton variant="link" onClick={() => store.acceptSuggestion()}>
            {t('registration.usernameStatus.useSuggestion', { suggestion: store.usernameCheck.suggestion })}
          </BusyButton>
        )}
        <NewPasswordField
          value={store.password}
          evaluation={store.evaluation}
          error={error(store.errors.password)}
          onChange={(value) => store.set('password', value)}
        />
        <PhoneInput
          label={t('registration.phone')}
          onValidityChange={(phone) => store.setPhone(phone.e164, !phone.empty && !phone.valid)}
          error={error(store.errors.phone)}
        />
        {kind === 'employer' && <CurrencyField />}
        <RecaptchaField onToken={(token) => store.setRecaptchaToken(token)} resetKey={store.attempts} />
        <BusyButton type="submit" busy={store.busy}>
          {t('registration.submit')}
        </BusyButton>
      </form>
    </section>
  );
});

/** A currency's name in the page's language (Intl.DisplayNames), or undefined when Intl has none. */
function currencyName(code: string, locale: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
    return name === undefined || name === '' ? undefined : name;
  } catch {
    return undefined;
  }
}

const CurrencyField = observer(function CurrencyField() {
  const store = useInjection(RegistrationStore);
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (store.currenciesState === 'failed') {
    return (
      <div className="field" role="alert">
        <p className="field__hint">{t('registration.currencyUnavailable')}</p>
        <Button size="sm" variant="secondary" onClick={() => void store.loadCurrencies()}>
          {t('registration.currencyRetry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor="registration-currency">{t('registration.currency')}</label>
      <select
        id="registration-currency"
        value={store.currencyId ?? ''}
        disabled={store.currenciesState !== 'loaded'}
        onChange={(event) => store.setCurrency(event.target.value ? Number(event.target.value) : undefined)}
        aria-invalid={store.errors.currency ? true : undefined}
        aria-describedby={store.errors.currency ? 'registration-currency-error' : undefined}
      >
        {store.currenciesState !== 'loaded' && <option value="">{t('registration.currencyLoading')}</option>}
        {store.currencies.map((currency) => {
          const name = currencyName(currency.code, locale) ?? currency.name;
          return (
            <option key={currency.id} value={currency.id}>
              {currency.code}
              {currency.symbol ? ` (${currency.symbol})` : ''}
              {name ? ` · ${name}` : ''}
            </option>
          );
        })}
      </select>
      {store.errors.currency && (
        <p className="field__error" id="registration-currency-error">
          {t(store.errors.currency)}
        </p>
      )}
    </div>
  );
});
