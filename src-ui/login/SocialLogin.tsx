import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../account/BusyButton';
import { FormAlert } from '../account/FormAlert';
import { useInjection } from '../injection/use-injection';
import { SOCIAL_PROVIDERS, SocialLoginStore } from './social-login.store';

/** 'Continue with …' buttons and the popup's outcome (closed, success, failure). */
export const SocialLogin = observer(function SocialLogin() {
  const store = useInjection(SocialLoginStore);
  const { t } = useTranslation();
  useEffect(() => () => store.dispose(), [store]);
  const state = store.state;
  return (
    <div className="auth-form social-login">
      <p className="auth-divider">{t('login.social.or')}</p>
      <div className="social-buttons">
        {SOCIAL_PROVIDERS.map((provider) => (
          <BusyButton
            key={provider}
            variant="secondary"
            busy={state.kind === 'open' && state.provider === provider}
            disabled={store.busy}
            onClick={() => store.start(provider)}
          >
            {t('login.social.continueWith', { provider })}
          </BusyButton>
        ))}
      </div>
      {state.kind === 'closed' && <FormAlert tone="info">{t('login.social.closed')}</FormAlert>}
      {state.kind === 'success' && (
        <FormAlert tone="success">
          {state.isNewUser ? t('login.social.welcomeNew') : t('login.social.success')}
        </FormAlert>
      )}
      {state.kind === 'failure' && (
        <FormAlert tone="error">
          <p>{t('login.social.failed')}</p>
          {state.details && <p>{state.details.startsWith('login.') ? t(state.details) : state.details}</p>}
        </FormAlert>
      )}
    </div>
  );
});
