import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareersApplicationPort } from '../../src-domain/careers/careers-application.port';
import type { CareersBrand, CareersPositionDetail } from '../../src-domain/careers/careers-page.model';
import { defaultPhoneRegion } from '../../src-domain/language/phone-region.rules';
import { RecaptchaWidget } from '../account/RecaptchaField';
import { CareersPhoneField } from './CareersPhoneField';
import { CareersResumeField } from './CareersResumeField';
import { CareersApplyStore } from './careers-apply.store';
import { CareersApplied } from './CareersApplied';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

interface CareersApplyFormProps {
  readonly brand: CareersBrand;
  readonly position: CareersPositionDetail;
  readonly applications: CareersApplicationPort;
  /** '' : no reCAPTCHA widget. */
  readonly recaptchaSiteKey: string;
}

/**
 * The application form (issue #38): names, e-mail, phone (CareersPhoneField: the phone input's
 * rules on a native select), the
 * position's yes/no questions and consent; refusals show under their fields in the page's
 * language and nothing typed is lost. Knockout answers are explained after the submit (the page
 * never learns the knockout answers before: the public position hides them).
 */
export const CareersApplyForm = observer(function CareersApplyForm({
  brand,
  position,
  applications,
  recaptchaSiteKey,
}: CareersApplyFormProps) {
  const { t, i18n } = useTranslation();
  const [store] = useState(() => new CareersApplyStore(applications, brand.slug, position, recaptchaSiteKey));
  const id = useId();
  // A text-to-apply link carries the name and e-mail already given (after hydration: the
  // server's markup has empty fields).
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    store.prefill({
      firstName: query.get('first_name') ?? undefined,
      email: query.get('email') ?? undefined,
    });
  }, [store]);
  if (store.outcome) return <CareersApplied brand={brand} position={position} outcome={store.outcome} />;

  const message = (field: keyof typeof store.errors) => {
    const code = store.errors[field];
    if (!code) return undefined;
    return t([`careersApply.errors.${code}`, `careersPublic.errors.${code}`, 'careersPublic.errors.generic']);
  };
  const error = (field: keyof typeof store.errors) => {
    const text = message(field);
    return text ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {text}
      </p>
    ) : null;
  };
  const described = (field: keyof typeof store.errors) =>
    store.errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const textField = (field: 'firstName' | 'lastName' | 'email', type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{t(`careersPublic.form.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={store[field]}
        onChange={(event) => store.setText(field, event.target.value)}
        {...described(field)}
      />
      {error(field)}
    </div>
  );

  return (
    <section className="careers__apply" id="apply" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <IsolatedSentence
          sentence={(standIns) => t('careersPublic.form.heading', standIns)}
          values={{ title: position.title }}
        />
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.submit();
        }}
      >
        {textField('firstName', 'text', 'given-name')}
        {textField('lastName', 'text', 'family-name')}
        {textField('email', 'email', 'email')}
        <CareersPhoneField
          label={t('careersPublic.form.phone')}
          // From the page's language alone, so the server's markup and the browser's agree.
          country={defaultPhoneRegion(i18n.language, [], isSupportedCountry) as CountryCode}
          onValidityChange={(validity) => store.setPhone(validity)}
          error={message('phone')}
        />
        {position.questions.length > 0 && (
          <fieldset className="careers__questions" {...described('answers')}>
            <legend>{t('careersPublic.form.questions')}</legend>
            {position.questions.map((question) => (
              <fieldset key={question.id} className="careers__question">
                <legend>{question.text}</legend>
                {(['YES', 'NO'] as const).map((answer) => (
                  <label key={answer} className="careers__choice">
                    <input
                      type="radio"
                      name={`${id}-${question.id}`}
                      value={answer}
                      checked={store.answers[question.id] === answer}
                      onChange={() => store.setAnswer(question.id, answer)}
                    />
                    {t(answer === 'YES' ? 'careersPublic.form.yes' : 'careersPublic.form.no')}
                  </label>
                ))}
              </fieldset>
            ))}
            {error('answers')}
          </fieldset>
        )}
        <CareersResumeField store={store} id={id} errorText={message('resume')} />
        <div className="careers__consent" id="consent">
          <label className="careers__choice">
            <input
              type="checkbox"
              checked={store.consent}
              onChange={(event) => store.setConsent(event.target.checked)}
              {...described('consent')}
            />
            <IsolatedSentence
              sentence={(standIns) => t('careersPublic.form.consent', standIns)}
              values={{ brand: brand.name }}
            />
          </label>
          {error('consent')}
        </div>
        {recaptchaSiteKey !== '' && (
          <RecaptchaWidget
            siteKey={recaptchaSiteKey}
            onToken={(token) => store.setRecaptchaToken(token)}
            resetKey={store.attempts}
            error={message('recaptcha')}
          />
        )}
        {store.formError && (
          <p className="careers__form-error" role="alert">
            {t([
              `careersApply.errors.${store.formError}`,
              `careersPublic.errors.${store.formError}`,
              'careersPublic.errors.generic',
            ])}
          </p>
        )}
        <button
          type="submit"
          className="careers__primary"
          disabled={store.submitting || store.resume?.status === 'uploading'}
        >
          {store.submitting ? t('careersPublic.form.sending') : t('careersPublic.form.submit')}
        </button>
      </form>
    </section>
  );
});
