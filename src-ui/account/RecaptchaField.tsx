import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import type ReCAPTCHAWidget from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { useInjection } from '../injection/use-injection';

const subscribeNothing = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;

const ReCAPTCHA = lazy(() => import(/* webpackChunkName: "recaptcha" */ 'react-google-recaptcha'));

/**
 * The reCAPTCHA checkbox, only when a site key is configured (otherwise nothing, and the server
 * skips verification). Loaded after hydration, in the page's language. A token is single-use:
 * the widget resets whenever `resetKey` changes (after each attempt). `error` is shown under it.
 */
export function RecaptchaField(props: {
  readonly onToken: (token: string | undefined) => void;
  readonly resetKey: number;
  readonly error?: string;
}) {
  const config = useInjection(AppConfig);
  return <RecaptchaWidget siteKey={config.recaptchaSiteKey} {...props} />;
}

/**
 * The widget itself for a page without the app's container (the careers pages): the site key as
 * a prop ('' shows nothing); otherwise as RecaptchaField.
 */
export function RecaptchaWidget({
  siteKey,
  onToken,
  resetKey,
  error,
}: {
  readonly siteKey: string;
  readonly onToken: (token: string | undefined) => void;
  readonly resetKey: number;
  readonly error?: string;
}) {
  const { i18n } = useTranslation();
  // False on the server and while hydrating, true afterwards: the widget never hydrates.
  const mounted = useSyncExternalStore(subscribeNothing, clientSnapshot, serverSnapshot);
  const widget = useRef<ReCAPTCHAWidget>(null);
  useEffect(() => {
    if (resetKey > 0) widget.current?.reset();
  }, [resetKey]);
  if (!siteKey || !mounted) return null;
  return (
    <div className="field recaptcha-field">
      <Suspense fallback={null}>
        <ReCAPTCHA
          ref={widget}
          sitekey={siteKey}
          hl={i18n.language}
          onChange={(token) => onToken(token ?? undefined)}
          onExpired={() => onToken(undefined)}
        />
      </Suspense>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
