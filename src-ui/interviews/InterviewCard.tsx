import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import { managerActions } from '../../src-domain/interviews/interview-booking.rules';
import type { InterviewRow } from '../../src-domain/interviews/interview.model';
import { Routes } from '../../src-domain/navigation/routes.model';
import { Button } from '../widgets/button/Button';
import type { InterviewCalendarStore } from './interview-calendar.store';
import { formatDay, formatTime } from './interview-format';

/**
 * One interview of the calendar: time (in the calendar's zone), candidate linking to the
 * application, position and location, state, and the actions the rules allow now.
 */
export const InterviewCard = observer(function InterviewCard({
  row,
  zone,
  store,
}: {
  readonly row: InterviewRow;
  readonly zone: string;
  readonly store: InterviewCalendarStore;
}) {
  const { t, i18n } = useTranslation();
  const name = `${row.candidateFirstName} ${row.candidateLastName}`.trim();
  const actions = managerActions(row, store.now());
  return (
    <article className="interview-card" aria-label={name}>
      <p className="interview-card__time">
        {row.startsAt && row.endsAt
          ? `${formatTime(row.startsAt, zone, i18n.language)}–${formatTime(row.endsAt, zone, i18n.language)}`
          : t('interviews.calendar.invitedOn', {
              date: formatDay(row.createdAt.slice(0, 10), i18n.language),
            })}
      </p>
      <p className="interview-card__who">
        <Link to={generatePath(Routes.hiringApplication, { applicationId: String(row.applicationId) })}>
          <bdi>{name}</bdi>
        </Link>
      </p>
      <p className="interview-card__what">
        <bdi>{row.positionTitle}</bdi> · <bdi>{row.locationName}</bdi>
      </p>
      <p className={`interview-card__state interview-card__state--${row.state.toLowerCase()}`}>
        {t(`interviews.state.${row.state}`)}
      </p>
      {actions.length > 0 ? (
        <div className="interview-card__actions">
          {actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'CANCELLED' ? 'secondary' : 'primary'}
              busy={store.saving === row.id}
              aria-label={t('interviews.actions.label', { action: t(`interviews.actions.${action}`), name })}
              onClick={() => void store.setOutcome(row.id, action)}
            >
              {t(`interviews.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
});
