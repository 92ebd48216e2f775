import { useTranslation } from 'react-i18next';
import type { PasswordEvaluation } from '../../src-domain/password/password.rules';

/**
 * The strength meter under a new password (spec 000 §4): fill 0/20/45/80/100 by state, the
 * state in words (announced politely as it changes), and the guidance of spec 000 §5 with each
 * rule marked when met.
 */
export function PasswordMeter({ evaluation }: { readonly evaluation: PasswordEvaluation }) {
  const { t } = useTranslation();
  const strength = t(`password.strength.${evaluation.strength}`);
  const length = evaluation.strength !== 'empty' && evaluation.strength !== 'short';
  const classes = evaluation.characterClasses >= 3;
  const notEmail = evaluation.strength !== 'empty' && !evaluation.sameAsEmail;
  return (
    <div
      className={`password-meter password-meter--${evaluation.strength}`}
      data-strength={evaluation.strength}
    >
      <div
        className="password-meter__track"
        role="meter"
        aria-label={t('password.strength.name')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={evaluation.meter}
        aria-valuetext={strength}
      >
        <div className="password-meter__fill" style={{ inlineSize: `${evaluation.meter}%` }} />
      </div>
      <p className="password-meter__label" aria-live="polite">
        {t('password.strength.label', { strength })}
      </p>
      <ul className="password-guidance">
        <li data-met={length}>{t('password.guidance.length')}</li>
        <li data-met={classes}>{t('password.guidance.classes')}</li>
        <li data-met={notEmail}>{t('password.guidance.notEmail')}</li>
      </ul>
    </div>
  );
}
