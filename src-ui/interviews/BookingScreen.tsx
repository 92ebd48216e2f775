import { observer } from 'mobx-react-lite';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useParams } from 'react-router-dom';
import { bookingStage } from '../../src-domain/interviews/interview-booking.rules';
import { Routes } from '../../src-domain/navigation/routes.model';
import type { BookingPage } from '../../src-domain/interviews/interview.model';
import type { ServiceResolver } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { BookingStore } from './booking.store';
import { formatFull } from './interview-format';
import { viewerTimeZone } from './interview-format';
import { SlotPicker } from './SlotPicker';
import './interviews.css';

/** Where the times are shown and where the restaurant is. */
function ZoneNote({ page, zone }: { readonly page: BookingPage; readonly zone: string }) {
  const { t } = useTranslation();
  return (
    <p className="booking__zone">
      {zone === page.location.timeZone
        ? t('interviews.booking.sameZone', { zone })
        : t('interviews.booking.zones', { mine: zone, theirs: page.location.timeZone })}
    </p>
  );
}

/** Choosing a slot: the picker and its button (book, or move the booking). */
const Chooser = observer(function Chooser({
  store,
  page,
  zone,
}: {
  readonly store: BookingStore;
  readonly page: BookingPage;
  readonly zone: string;
}) {
  const { t } = useTranslation();
  const moving = page.interview.state === 'BOOKED';
  return (
    <section className="booking__choose" aria-labelledby="booking-slots-title">
      <h2 id="booking-slots-title">
        {t(moving ? 'interviews.booking.moveTitle' : 'interviews.booking.slots')}
      </h2>
      {store.taken ? (
        <p className="booking__notice" role="alert">
          {store.taken.length > 0 ? t('interviews.booking.taken') : t('interviews.booking.takenNone')}
        </p>
      ) : null}
      <ZoneNote page={page} zone={zone} />
      {page.slots.length === 0 ? (
        <p>{t('interviews.booking.none')}</p>
      ) : (
        <>
          <SlotPicker
            slots={page.slots}
            zone={zone}
            chosen={store.chosen}
            onChoose={(startsAt) => store.choose(startsAt)}
          />
          <div className="booking__actions">
            <Button disabled={!store.chosen} busy={store.busy} onClick={() => void store.book()}>
              {t(moving ? 'interviews.booking.move' : 'interviews.booking.book')}
            </Button>
            {moving ? (
              <Button variant="secondary" onClick={() => store.stopRescheduling()}>
                {t('interviews.booking.keep')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
});

/** The booked interview: when, where, add to calendar, reschedule, cancel. */
const Confirmation = observer(function Confirmation({
  store,
  page,
  zone,
}: {
  readonly store: BookingStore;
  readonly page: BookingPage;
  readonly zone: string;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { startsAt } = page.interview;
  return (
    <section className="booking__confirmation panel" aria-labelledby="booking-booked-title">
      <h2 id="booking-booked-title">{t('interviews.booking.booked')}</h2>
      {startsAt ? (
        <p className="booking__when">
          {t('interviews.booking.bookedWhen', {
            when: formatFull(startsAt, zone, i18n.language),
            minutes: page.interview.lengthMinutes,
          })}
        </p>
      ) : null}
      {startsAt && zone !== page.location.timeZone ? (
        <p>
          {t('interviews.booking.localWhen', {
            when: formatFull(startsAt, page.location.timeZone, i18n.language),
            zone: page.location.timeZone,
          })}
        </p>
      ) : null}
      <div className="booking__actions">
        {store.calendarFileUrl ? (
          <a
            className="button button--md button--primary"
            href={store.calendarFileUrl}
            download="interview.ics"
          >
            <span className="button__label">{t('interviews.booking.addToCalendar')}</span>
          </a>
        ) : null}
        {page.slots.length > 0 ? (
          <Button variant="secondary" onClick={() => store.startRescheduling()}>
            {t('interviews.booking.reschedule')}
          </Button>
        ) : null}
        {confirming ? null : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('interviews.booking.cancel')}
          </Button>
        )}
      </div>
      {confirming ? (
        <div className="booking__confirm" role="group" aria-label={t('interviews.booking.cancelQuestion')}>
          <p>{t('interviews.booking.cancelQuestion')}</p>
          <div className="booking__actions">
            <Button variant="danger" busy={store.busy} onClick={() => void store.cancel()}>
              {t('interviews.booking.cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('interviews.booking.keep')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
});

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className="booking__skeleton" aria-busy="true">
      <span className="visually-hidden-text" role="status">
        {t('interviews.loading')}
      </span>
      <div className="hiring-skeleton" style={{ blockSize: '3rem' }} aria-hidden="true" />
      <div className="hiring-skeleton" style={{ blockSize: '16rem' }} aria-hidden="true" />
    </div>
  );
}

/**
 * The candidate's booking page, /interview/:token (issue #35): no sign-in, phone first. The free
 * slots by day in the candidate's own zone (the location's zone said beside), book, then the
 * confirmation with "Add to calendar", reschedule and cancel; a slot taken meanwhile offers the
 * next free ones at once; a bad or expired link gets a page of its own.
 */
const BookingScreen = observer(function BookingScreen() {
  const { t } = useTranslation();
  const store = useInjection(BookingStore);
  const { token = '' } = useParams();
  const viewer = useViewerTimeZone();
  useEffect(() => void store.show(token), [store, token]);
  const view = store.view;
  const zone = viewer ?? (view.kind === 'ready' ? view.page.location.timeZone : 'UTC');
  if (view.kind === 'invalid') {
    return (
      <article className="booking">
        <h1>{t('interviews.booking.invalidTitle')}</h1>
        <p>{t('interviews.booking.invalid')}</p>
      </article>
    );
  }
  return (
    <article className="booking" aria-busy={view.kind === 'loading'}>
      <h1>{t('interviews.booking.title')}</h1>
      {view.kind === 'loading' ? <Skeleton /> : null}
      {view.kind === 'failed' ? (
        <ReadFailure message={t('interviews.loadFailed')} onRetry={() => void store.open(token)} />
      ) : null}
      {view.kind === 'ready' ? <Page store={store} page={view.page} zone={zone} /> : null}
    </article>
  );
});
export default BookingScreen;

/**
 * The page behind the link is read before the first render (issue #30): the server renders the
 * page (or the invalid link's), and the browser hydrates the same with the server's answer.
 */
export async function prepareFirstRender(services: ServiceResolver, url: string): Promise<void> {
  const { pathname } = new URL(url, 'http://page.invalid');
  const token = matchPath({ path: Routes.interviewBooking, end: true }, pathname)?.params.token;
  if (token !== undefined) await services.get<BookingStore>(BookingStore as unknown as symbol).show(token);
}

/**
 * The viewer's time zone once the page runs in the browser; undefined in the first render, which
 * the server made without knowing it (the page then shows the restaurant's zone, and says so).
 */
function useViewerTimeZone(): string | undefined {
  return useSyncExternalStore(subscribeNothing, viewerTimeZone, () => undefined);
}

/** The viewer's zone is read once per render: no change of it is followed. */
const subscribeNothing = () => () => undefined;

const Page = observer(function Page({
  store,
  page,
  zone,
}: {
  readonly store: BookingStore;
  readonly page: BookingPage;
  readonly zone: string;
}) {
  const { t } = useTranslation();
  const stage = bookingStage(page.interview.state);
  return (
    <>
      <p className="booking__intro">
        {t('interviews.booking.greeting', {
          name: page.candidateFirstName,
          position: page.positionTitle,
          brand: page.brandName,
        })}
      </p>
      <dl className="booking__facts">
        <dt>{t('interviews.booking.position')}</dt>
        <dd>
          <bdi>{page.positionTitle}</bdi>
        </dd>
        <dt>{t('interviews.booking.location')}</dt>
        <dd>
          <bdi>{page.location.name}</bdi>
          {page.location.address ? (
            <>
              <br />
              <bdi>{page.location.address}</bdi>
            </>
          ) : null}
        </dd>
      </dl>
      <p className="visually-hidden-text" role="status">
        {store.done === 'BOOKED' ? t('interviews.booking.booked') : ''}
        {store.done === 'CANCELLED' ? t('interviews.booking.cancelled') : ''}
      </p>
      {store.done === 'CANCELLED' ? (
        <p className="booking__notice">{t('interviews.booking.cancelled')}</p>
      ) : null}
      {store.writeFailed ? (
        <p className="booking__notice booking__notice--error" role="alert">
          {t(`interviews.errors.${store.writeFailed}`, { defaultValue: t('interviews.booking.writeFailed') })}
        </p>
      ) : null}
      {stage === 'CLOSED' ? (
        <p className="booking__notice">{t(`interviews.booking.closed.${page.interview.state}`)}</p>
      ) : null}
      {stage === 'BOOKED' ? <Confirmation store={store} page={page} zone={zone} /> : null}
      {stage === 'CHOOSE' || (stage === 'BOOKED' && store.rescheduling) ? (
        <Chooser store={store} page={page} zone={zone} />
      ) : null}
    </>
  );
});
