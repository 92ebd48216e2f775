import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareersApplyOutcome } from '../../src-domain/careers/careers-application.port';
import type { CareersBrand, CareersPositionDetail } from '../../src-domain/careers/careers-page.model';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

interface CareersAppliedProps {
  readonly brand: CareersBrand;
  readonly position: CareersPositionDetail;
  readonly outcome: Extract<CareersApplyOutcome, { kind: 'applied' }>;
}

/**
 * The confirmation in place of the form: sent (or merged into the earlier application), and,
 * politely, the questions whose answer this position needs otherwise. Takes the focus so a
 * screen reader hears it.
 */
export function CareersApplied({ brand, position, outcome }: CareersAppliedProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const knockouts = position.questions.filter((question) =>
    outcome.knockoutQuestionIds.includes(question.id),
  );
  return (
    <section className="careers__apply careers__done" id="apply" aria-live="polite">
      <h2 ref={heading} tabIndex={-1}>
        {t('careersPublic.done.heading')}
      </h2>
      <p>
        <IsolatedSentence
          sentence={(standIns) => t('careersPublic.done.body', standIns)}
          values={{ brand: brand.name, title: position.title }}
        />
      </p>
      {outcome.merged && <p>{t('careersPublic.done.merged')}</p>}
      {knockouts.length > 0 && (
        <div className="careers__notice">
          <p>{t('careersPublic.done.knockout')}</p>
          <ul>
            {knockouts.map((question) => (
              <li key={question.id}>{question.text}</li>
            ))}
          </ul>
        </div>
      )}
      <a href={`/careers/${brand.slug}`}>{t('careersPublic.done.more')}</a>
    </section>
  );
}
