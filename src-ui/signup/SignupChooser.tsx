import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChoiceIcon } from './ChoiceIcon';

const choices = [
  { key: 'employer', to: '/user/employer' },
  { key: 'candidate', to: '/user/candidate' },
] as const;

/**
 * The signup chooser (spec 000 §2): a welcome heading and two cards, employers who want to
 * attract and hire a team (→ /user/employer) and active job seekers (→ /user/candidate).
 * Each card is one link, so it is a single stop for keyboard and screen-reader users.
 */
export default function SignupChooser() {
  const { t } = useTranslation();
  return (
    <section className="signup-chooser" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signup.title')}</h1>
      <p className="signup-chooser__lead">{t('signup.lead')}</p>
      <ul className="signup-chooser__cards">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link className="choice-card" to={choice.to}>
              <ChoiceIcon kind={choice.key} />
              <span className="choice-card__title">{t(`signup.${choice.key}.title`)}</span>
              <span className="choice-card__description">{t(`signup.${choice.key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
