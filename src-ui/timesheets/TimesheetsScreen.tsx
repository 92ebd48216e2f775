import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TimesheetShift, TimesheetWeek } from '../../src-domain/timesheets/timesheets-api.port';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { LocationWeekToolbar } from '../schedules/LocationWeekToolbar';
import { Button } from '../widgets/button/Button';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import { EditShiftDialog } from './EditShiftDialog';
import { localDate, localDateTime, localTime, useDuration, useTimesheetError } from './timesheet-messages';
import { TIMESHEET_PAGE_SIZE, TimesheetsStore } from './timesheets.store';
import './timesheets.css';

/** Saves `text` as a file named `fileName` through a temporary link. */
function download(fileName: string, text: string): void {
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names in any language).
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const COLUMNS = 8;

/**
 * A manager's timesheets (issue #33, `/time/timesheets?location=&week=`): a location's week of
 * shifts built from punches — times, breaks, hours, flags, approval and the audit trail of edits —
 * paged, with approve, edit and a CSV export. A table on a wide screen, cards on a narrow one.
 * Reads again when a punch is recorded at the location (live event `punch.recorded`).
 */
const TimesheetsScreen = observer(function TimesheetsScreen() {
  const { t } = useTranslation();
  const store = useInjection(TimesheetsStore);
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<TimesheetShift | undefined>();
  const message = useTimesheetError();
  const duration = useDuration();
  const narrow = useNarrowScreen();

  useEffect(() => {
    const location = Number(params.get('location')) || undefined;
    void store.open(location, params.get('week') ?? undefined);
  }, [store, params]);
  useLiveView(
    store.locationId === undefined ? undefined : { kind: 'timesheet', locationId: store.locationId },
    () => void store.refresh(),
  );

  if (store.locations.kind === 'failed') {
    return (
      <section className="timesheets">
        <h1 className="dashboard__title">{t('timesheets.title')}</h1>
        <ReadFailure message={message(store.locations.code)} onRetry={() => void store.open()} />
      </section>
    );
  }
  const locations = store.locations.kind === 'ready' ? store.locations.value : [];
  const week = store.week;
  const ready = week.kind === 'ready' ? week.value : undefined;
  const first = store.page * TIMESHEET_PAGE_SIZE;
  return (
    <section className="timesheets" aria-busy={week.kind === 'loading'}>
      <h1 className="dashboard__title">{t('timesheets.title')}</h1>
      <LocationWeekToolbar
        className="timesheets__toolbar"
        locationLabel={t('timesheets.location')}
        locations={locations}
        locationId={store.locationId}
        onLocation={(id) => void store.selectLocation(id)}
        weekStart={store.weekStart}
        onWeek={(weekStart) => void store.showWeek(weekStart)}
      >
        <Button
          size="sm"
          disabled={!ready}
          onClick={async () => {
            const file = await store.csv();
            if (file) download(file.fileName, file.text);
          }}
        >
          {t('timesheets.exportCsv')}
        </Button>
      </LocationWeekToolbar>
      {store.write.kind === 'failed' && !editing ? (
        <p className="timesheets__error" role="alert">
          {message(store.write.code)}
        </p>
      ) : null}
      {week.kind === 'failed' ? (
        <ReadFailure message={message(week.code)} onRetry={() => void store.load()} />
      ) : (
        <>
          <p className="timesheets__summary" role="status">
            {ready
              ? t('timesheets.summary', {
                  count: store.shiftCount,
                  from: store.shiftCount === 0 ? 0 : first + 1,
                  to: first + store.rows.length,
                  total: duration(ready.workedMinutes),
                })
              : t('timesheets.loading')}
          </p>
          {narrow ? <Cards week={ready} onEdit={setEditing} /> : <Table week={ready} onEdit={setEditing} />}
          {ready && store.pageCount > 1 ? (
            <nav className="timesheets__pager" aria-label={t('timesheets.pages')}>
              <Button
                size="sm"
                variant="secondary"
                disabled={store.page === 0}
                onClick={() => store.showPage(store.page - 1)}
              >
                {t('timesheets.previousPage')}
              </Button>
              <span>{t('timesheets.pageOf', { page: store.page + 1, pages: store.pageCount })}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={store.page >= store.pageCount - 1}
                onClick={() => store.showPage(store.page + 1)}
              >
                {t('timesheets.nextPage')}
              </Button>
            </nav>
          ) : null}
          {ready && ready.people.length > 0 ? (
            <section className="timesheets__people" aria-labelledby="timesheets-people">
              <h2 id="timesheets-people">{t('timesheets.weekTotals')}</h2>
              <ul>
                {ready.people.map((person) => (
                  <li key={person.id}>
                    <span>{person.name}</span> <strong>{duration(person.workedMinutes)}</strong>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {editing && ready ? (
        <EditShiftDialog
          shift={editing}
          zone={ready.timeZone}
          onClose={() => {
            setEditing(undefined);
            store.clearWrite();
          }}
        />
      ) : null}
    </section>
  );
});
export default TimesheetsScreen;

interface RowsProps {
  /** Undefined while the week loads (skeleton rows). */
  readonly week: TimesheetWeek | undefined;
  readonly onEdit: (shift: TimesheetShift) => void;
}

const Table = observer(function Table({ week, onEdit }: RowsProps) {
  const { t } = useTranslation();
  const store = useInjection(TimesheetsStore);
  return (
    <div className="timesheets__scroll">
      <table className="timesheets__table">
        <caption className="visually-hidden-text">{t('timesheets.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timesheets.columns.person')}</th>
            <th scope="col">{t('timesheets.columns.date')}</th>
            <th scope="col">{t('timesheets.columns.times')}</th>
            <th scope="col">{t('timesheets.columns.breaks')}</th>
            <th scope="col">{t('timesheets.columns.worked')}</th>
            <th scope="col">{t('timesheets.columns.flags')}</th>
            <th scope="col">{t('timesheets.columns.status')}</th>
            <th scope="col">{t('timesheets.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {week ? (
            store.rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS}>{t('timesheets.empty')}</td>
              </tr>
            ) : (
              store.rows.map((shift) => (
                <tr key={shift.id} data-testid="timesheet-row">
                  <ShiftCells shift={shift} zone={week.timeZone} onEdit={onEdit} cell="td" />
                </tr>
              ))
            )
          ) : (
            <SkeletonRows columns={COLUMNS} />
          )}
        </tbody>
      </table>
    </div>
  );
});

const Cards = observer(function Cards({ week, onEdit }: RowsProps) {
  const { t } = useTranslation();
  const store = useInjection(TimesheetsStore);
  if (!week) {
    return (
      <ul className="timesheets__cards" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="timesheets__card skeleton-row" data-testid="skeleton-row">
            <span className="skeleton-row__bar" />
          </li>
        ))}
      </ul>
    );
  }
  if (store.rows.length === 0) return <p>{t('timesheets.empty')}</p>;
  return (
    <ul className="timesheets__cards">
      {store.rows.map((shift) => (
        <li key={shift.id} className="timesheets__card" data-testid="timesheet-row">
          <ShiftCells shift={shift} zone={week.timeZone} onEdit={onEdit} cell="div" />
        </li>
      ))}
    </ul>
  );
});

/** A shift's cells: `td`s of a table row, or labelled `div`s of a card. */
const ShiftCells = observer(function ShiftCells({
  shift,
  zone,
  onEdit,
  cell: Cell,
}: {
  readonly shift: TimesheetShift;
  readonly zone: string;
  readonly onEdit: (shift: TimesheetShift) => void;
  readonly cell: 'td' | 'div';
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(TimesheetsStore);
  const duration = useDuration();
  const locale = i18n.language;
  const label = (key: string) =>
    Cell === 'div' ? <span className="timesheets__label">{t(`timesheets.columns.${key}`)}: </span> : null;
  const open = shift.clockOutAt === undefined;
  return (
    <>
      <Cell className="timesheets__person">{shift.personName}</Cell>
      <Cell>
        {label('date')}
        {localDate(shift.clockInAt, zone, locale)}
      </Cell>
      <Cell>
        {label('times')}
        <bdi>
          {localTime(shift.clockInAt, zone, locale)} –{' '}
          {shift.clockOutAt ? localTime(shift.clockOutAt, zone, locale) : t('timesheets.open')}
        </bdi>
      </Cell>
      <Cell>
        {label('breaks')}
        {shift.breaks.length === 0 ? t('timesheets.noBreak') : duration(shift.breakMinutes)}
      </Cell>
      <Cell>
        {label('worked')}
        {duration(shift.workedMinutes)}
      </Cell>
      <Cell>
        {label('flags')}
        {shift.flags.length === 0 ? (
          '—'
        ) : (
          <ul className="timesheets__flags">
            {shift.flags.map((flag) => (
              <li key={flag} className="timesheets__flag">
                {t(`timesheets.flags.${flag}`)}
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <Cell>
        {label('status')}
        {shift.approved
          ? t('timesheets.approvedBy', {
              name: shift.approved.byName,
              at: localDateTime(shift.approved.at, zone, locale),
            })
          : open
            ? t('timesheets.open')
            : t('timesheets.notApproved')}
        {shift.edits.length > 0 ? (
          <details className="timesheets__audit">
            <summary>{t('timesheets.audit', { count: shift.edits.length })}</summary>
            <ul>
              {shift.edits.map((edit) => (
                <li key={edit.id}>
                  {t('timesheets.auditLine', {
                    who: edit.editedByName,
                    at: localDateTime(edit.editedAt, zone, locale),
                    field: t(`timesheets.fields.${edit.field}`),
                    from: valueText(edit.oldValue, zone, locale) || '—',
                    to: valueText(edit.newValue, zone, locale) || '—',
                  })}{' '}
                  <q>{edit.reason}</q>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </Cell>
      <Cell className="timesheets__actions">
        {!open && !shift.approved ? (
          <Button
            size="sm"
            busy={store.write.kind === 'saving'}
            aria-label={t('timesheets.approveShift', { name: shift.personName })}
            onClick={() => void store.approve(shift)}
          >
            {t('timesheets.approve')}
          </Button>
        ) : null}
        {!open ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('timesheets.editShift', { name: shift.personName })}
            onClick={() => {
              store.clearWrite();
              onEdit(shift);
            }}
          >
            {t('timesheets.edit')}
          </Button>
        ) : null}
      </Cell>
    </>
  );
});

/** An audit value as local times: an instant, or "start/end" break pairs joined by spaces. */
function valueText(value: string, zone: string, locale: string): string {
  if (value === '') return '';
  return value
    .split(' ')
    .map((pair) =>
      pair
        .split('/')
        .map((instant) => (instant ? localTime(instant, zone, locale) : ''))
        .join('–'),
    )
    .join(', ');
}
