import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { shiftWhen } from './schedule-format';
import { ScheduleWeekStore } from './schedule-week.store';

/**
 * A move or resize someone else overtook (409): the shift as they left it, the change the
 * manager meant (kept), and the choice to apply it again on their version or keep theirs.
 */
export const MoveConflict = observer(function MoveConflict({ zone }: { readonly zone: string }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  const conflict = store.conflict;
  if (!conflict) return null;
  const theirs = store.conflictShift;
  const people = store.week.kind === 'ready' ? store.week.value.people : [];
  const nameOf = (personId: string | undefined, fallback?: string) =>
    personId === undefined
      ? t('schedules.grid.open')
      : (people.find((person) => person.id === personId)?.name ?? fallback ?? '');
  const mine = conflict.draft;
  return (
    <div className="schedule__conflict" role="alert">
      <p>{t('schedules.move.conflict')}</p>
      <ul>
        <li>
          {theirs
            ? t('schedules.move.theirs', {
                who: nameOf(theirs.personId, theirs.personName),
                position: theirs.position,
                when: shiftWhen(theirs.startsAt, theirs.endsAt, zone, i18n.language),
              })
            : t('schedules.move.removed')}
        </li>
        <li>
          {t('schedules.move.mine', {
            who: nameOf(mine.personId),
            position: mine.position,
            when: shiftWhen(mine.startsAt, mine.endsAt, zone, i18n.language),
          })}
        </li>
      </ul>
      <div className="schedule__conflict-actions">
        {theirs ? (
          <Button size="sm" onClick={() => void store.applyConflict()}>
            {t('schedules.move.applyMine')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => store.dropConflict()}>
          {t('schedules.move.keepTheirs')}
        </Button>
      </div>
    </div>
  );
});
