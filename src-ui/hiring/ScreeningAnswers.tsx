import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '../../src-domain/messaging/messaging.model';

/**
 * The answers a careers-page application carried (issue #38), question by question, an answer
 * that rules the candidate out said in words (not by colour alone). Nothing without answers.
 */
export function ScreeningAnswers({ screening }: { readonly screening: ApplicationDetail['screening'] }) {
  const { t } = useTranslation();
  if (screening.length === 0) return null;
  return (
    <div className="hiring-screening">
      <h3>{t('careersPublic.inbox.screening')}</h3>
      <dl>
        {screening.map((entry, index) => (
          <div key={index}>
            <dt>{entry.question}</dt>
            <dd>
              {t(entry.answer === 'YES' ? 'careersPublic.form.yes' : 'careersPublic.form.no')}
              {entry.knockout && <strong> · {t('careersPublic.inbox.knockout')}</strong>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
