import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, Referral, RewardsMember, RewardsPerson } from '../../src-domain/rewards/rewards.model';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { DatePicker } from '../widgets/date-picker/DatePicker';
import { Pager, RewardsFailure, SkeletonBody, useRewardsError } from './RewardsFailure';
import { RewardPeopleStore } from './reward-people.store';
import { REWARDS_PAGE_SIZE, type RewardsLoadable, type RewardsWrite } from './rewards.loadable';

const nameOf = (person: RewardsPerson) => `${person.firstName} ${person.lastName}`.trim() || person.id;

/** The outcome of a row's save under its form: the error in the user's language, or "Saved". */
function RowOutcome({ write, id }: { readonly write: RewardsWrite; readonly id: string }) {
  const { t } = useTranslation();
  const errorText = useRewardsError();
  if (write.kind === 'failed') {
    return (
      <p id={id} className="field__error" role="alert">
        {errorText(write.code)}
      </p>
    );
  }
  if (write.kind === 'saved') {
    return (
      <p id={id} className="rewards-success" role="status">
        {t('rewards.people.saved')}
      </p>
    );
  }
  return null;
}

/**
 * A member's row: their name, the birthday opt-in and a start-date form (the DatePicker: typed in
 * YYYY-MM-DD or chosen from its calendar, shown in the language's date pattern; empty clears it).
 */
const MemberRow = observer(function MemberRow({
  brandId,
  member,
}: {
  readonly brandId: number;
  readonly member: RewardsMember;
}) {
  const { t } = useTranslation();
  const store = useInjection(RewardPeopleStore);
  const [startedOn, setStartedOn] = useState(member.startedOn);
  // Enter in the field checks the typed date and submits the form in the same key press, before
  // a re-render: the submit reads the latest date, and whether the field accepted it, from here.
  const latest = useRef(member.startedOn);
  const valid = useRef(true);
  const outcomeId = useId();
  const write = store.writeOf(`person:${member.person.id}`);
  const change = (value: string | undefined) => {
    latest.current = value;
    setStartedOn(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid.current) return;
    void store.saveStartDate(brandId, member.person.id, latest.current);
  };
  return (
    <tr>
      <th scope="row">{nameOf(member.person)}</th>
      <td>{member.birthdayOptIn ? t('rewards.people.optedIn') : t('rewards.people.notOptedIn')}</td>
      <td>
        <form
          className="rewards-row-form"
          onSubmit={submit}
          noValidate
          aria-describedby={write.kind === 'idle' || write.kind === 'saving' ? undefined : outcomeId}
        >
          <DatePicker
            label={t('rewards.people.startDateOf', { name: nameOf(member.person) })}
            hideLabel
            value={startedOn}
            onChange={change}
            onValidityChange={(accepted) => (valid.current = accepted)}
          />
          <Button type="submit" size="sm" variant="secondary" busy={write.kind === 'saving'}>
            {t('rewards.people.save')}
          </Button>
        </form>
        <RowOutcome write={write} id={outcomeId} />
      </td>
    </tr>
  );
});

/** An application's row: candidate, position, status and a referrer form ("nobody" clears it). */
const ReferralRow = observer(function ReferralRow({
  brandId,
  referral,
}: {
  readonly brandId: number;
  readonly referral: Referral;
}) {
  const { t } = useTranslation();
  const store = useInjection(RewardPeopleStore);
  const [referrerId, setReferrerId] = useState(referral.referrer?.id ?? '');
  const outcomeId = useId();
  const write = store.writeOf(`application:${referral.applicationId}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveReferrer(brandId, referral.applicationId, referrerId === '' ? undefined : referrerId);
  };
  const options = store.referrers.filter((person) => person.id !== referral.candidate.id);
  return (
    <tr>
      <th scope="row">{nameOf(referral.candidate)}</th>
      <td>{referral.positionTitle}</td>
      <td>{t(`hiring.status.${referral.status}`, { defaultValue: referral.status })}</td>
      <td>
        <form className="rewards-row-form" onSubmit={submit} noValidate>
          <select
            value={referrerId}
            aria-label={t('rewards.people.referrerOf', { name: nameOf(referral.candidate) })}
            aria-describedby={write.kind === 'idle' || write.kind === 'saving' ? undefined : outcomeId}
            onChange={(event) => setReferrerId(event.target.value)}
          >
            <option value="">{t('rewards.people.nobody')}</option>
            {options.map((person) => (
              <option key={person.id} value={person.id}>
                {nameOf(person)}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary" busy={write.kind === 'saving'}>
            {t('rewards.people.save')}
          </Button>
        </form>
        <RowOutcome write={write} id={outcomeId} />
      </td>
    </tr>
  );
});

/** A titled table of the tab, a page at a time: skeleton while loading, failure with retry, pager. */
function PagedPanel<Item>({
  id,
  title,
  help,
  columns,
  empty,
  list,
  offset,
  onLoad,
  row,
}: {
  readonly id: string;
  readonly title: string;
  readonly help: string;
  readonly columns: readonly string[];
  readonly empty: string;
  readonly list: RewardsLoadable<Page<Item>>;
  readonly offset: number;
  readonly onLoad: (offset: number) => void;
  readonly row: (item: Item) => ReactNode;
}) {
  return (
    <div className="panel rewards-panel">
      <div className="rewards-panel__head">
        <h2 id={id}>{title}</h2>
      </div>
      <p>{help}</p>
      {list.kind === 'failed' ? (
        <RewardsFailure code={list.code} onRetry={() => onLoad(offset)} />
      ) : (
        <>
          <TableScroll labelledBy={id}>
            <table className="dashboard-table" aria-busy={list.kind === 'loading'}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              {list.kind === 'loading' ? (
                <SkeletonBody columns={columns.length} />
              ) : (
                <tbody>
                  {list.value.items.length === 0 && (
                    <tr>
                      <td colSpan={columns.length}>{empty}</td>
                    </tr>
                  )}
                  {list.value.items.map(row)}
                </tbody>
              )}
            </table>
          </TableScroll>
          {list.kind === 'ready' && (
            <Pager
              offset={offset}
              shown={list.value.items.length}
              total={list.value.total}
              pageSize={REWARDS_PAGE_SIZE}
              onPage={onLoad}
            />
          )}
        </>
      )}
    </div>
  );
}

/**
 * The people tab: what the automatic rules read about people. Members' start dates (work
 * anniversaries; whether they opted in to a birthday grant, which only they set) and who referred
 * each application's candidate (a hire through a referral grants the referrer), each a page at a time.
 */
export const PeopleTab = observer(function PeopleTab({ brandId }: { readonly brandId: number }) {
  const { t } = useTranslation();
  const store = useInjection(RewardPeopleStore);
  useEffect(() => {
    void store.loadPeople(brandId);
    void store.loadReferrals(brandId);
  }, [store, brandId]);
  return (
    <div className="rewards-stack">
      <PagedPanel
        id="rewards-people-title"
        title={t('rewards.people.startTitle')}
        help={t('rewards.people.startHelp')}
        columns={[t('rewards.people.name'), t('rewards.people.birthday'), t('rewards.people.startDate')]}
        empty={t('rewards.people.empty')}
        list={store.people}
        offset={store.peopleOffset}
        onLoad={(offset) => void store.loadPeople(brandId, offset)}
        row={(member) => <MemberRow key={member.person.id} brandId={brandId} member={member} />}
      />
      <PagedPanel
        id="rewards-referrals-title"
        title={t('rewards.people.referralsTitle')}
        help={t('rewards.people.referralsHelp')}
        columns={[
          t('rewards.people.candidate'),
          t('rewards.people.position'),
          t('rewards.people.statusTitle'),
          t('rewards.people.referrer'),
        ]}
        empty={t('rewards.people.noApplications')}
        list={store.referrals}
        offset={store.referralsOffset}
        onLoad={(offset) => void store.loadReferrals(brandId, offset)}
        row={(referral) => <ReferralRow key={referral.applicationId} brandId={brandId} referral={referral} />}
      />
    </div>
  );
});
