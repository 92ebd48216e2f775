import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyShift } from '../../src-domain/schedules/schedules-api.port';
import { Button } from '../widgets/button/Button';
import type { MyShiftsStore } from './my-shifts.store';
import { useScheduleError } from './ScheduleFailure';

/**
 * Offering one's shift to one colleague (issue #34): a choice among the colleagues qualified for
 * it (same location and position, read by the store), then "Send offer"; "Cancel" closes it.
 */
export const OfferToColleague = observer(function OfferToColleague({
  store,
  item,
}: {
  readonly store: MyShiftsStore;
  readonly item: MyShift;
}) {
  const { t } = useTranslation();
  const message = useScheduleError();
  const fieldId = useId();
  const [personId, setPersonId] = useState<string | undefined>();
  const colleagues = store.choosing?.colleagues;
  if (!colleagues || colleagues.kind === 'loading') {
    return <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />;
  }
  if (colleagues.kind === 'failed') {
    return (
      <p className="schedule__error" role="alert">
        {message(colleagues.code)}
      </p>
    );
  }
  const chosen = personId ?? colleagues.value[0]?.id;
  return (
    <div className="my-shifts__offer" role="group" aria-label={t('schedules.mine.offerToColleague')}>
      {colleagues.value.length === 0 ? (
        <p>{t('schedules.mine.noColleague')}</p>
      ) : (
        <>
          <label htmlFor={fieldId}>{t('schedules.mine.colleague')}</label>
          <select id={fieldId} value={chosen} onChange={(event) => setPersonId(event.target.value)}>
            {colleagues.value.map((colleague) => (
              <option key={colleague.id} value={colleague.id}>
                {colleague.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            busy={store.write.kind === 'saving'}
            onClick={() => void (chosen && store.offerTo(item, chosen))}
          >
            {t('schedules.mine.sendOffer')}
          </Button>
        </>
      )}
      <Button size="sm" variant="secondary" onClick={() => store.cancelChoosing()}>
        {t('schedules.mine.cancelOffer')}
      </Button>
    </div>
  );
});
