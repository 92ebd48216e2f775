import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { earliestHandGrantDay, handGrantDayAllowed } from '../../src-domain/rewards/hand-grant.rules';
import type { RewardRule } from '../../src-domain/rewards/rewards.model';
import { RULE_CATCH_UP_DAYS } from '../../src-domain/rewards/rule-occurrence.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';
import { BudgetManagementStore } from './budget-management.store';
import { RewardsFailure, useRewardsError } from './RewardsFailure';
import { RewardsSettingsStore } from './rewards-settings.store';

/**
 * Grant a rule by hand (issue #29, "a rule a manager fires"): the rule (when more than one may be
 * granted so), the person of the brand's subtree, and the day it happened (today or up to
 * RULE_CATCH_UP_DAYS back, within the rule's dates). The answer says whether the person got the
 * points or already had them for that day; a refusal says why, and the form keeps its values.
 */
export const HandGrantForm = observer(function HandGrantForm({
  brandId,
  rules,
}: {
  readonly brandId: number;
  /** The rules that may be granted by hand (grantableByHand), at least one. */
  readonly rules: readonly RewardRule[];
}) {
  const { t } = useTranslation();
  const store = useInjection(RewardsSettingsStore);
  const people = useInjection(BudgetManagementStore);
  const errorText = useRewardsError();
  const today = DateTime.utc().toISODate()!;
  const [ruleId, setRuleId] = useState(rules[0]!.id);
  const [personId, setPersonId] = useState('');
  const [day, setDay] = useState(today);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    void people.loadRecipients(brandId);
  }, [people, brandId]);
  const rule = rules.find((candidate) => candidate.id === ruleId) ?? rules[0]!;
  const recipients = people.recipients;
  const person =
    recipients.kind === 'ready' ? recipients.value.find((one) => one.id === personId) : undefined;
  const errors = {
    person: touched && person === undefined ? t('rewards.grant.personRequired') : undefined,
    day:
      touched && !handGrantDayAllowed(rule, day, today)
        ? t('rewards.grant.dayInvalid', { days: RULE_CATCH_UP_DAYS })
        : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (person === undefined || !handGrantDayAllowed(rule, day, today)) return;
    if (await store.grantByHand(brandId, rule, person, day)) setTouched(false);
  };

  const done = store.handGrant.kind === 'saved' ? store.lastHandGrant : undefined;
  return (
    <form
      className="rewards-form rewards-grant"
      aria-labelledby="rewards-grant-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="rewards-grant-title">{t('rewards.grant.title')}</h2>
      <p className="field__hint">{t('rewards.grant.intro')}</p>
      {rules.length > 1 && (
        <div className="field">
          <label htmlFor="rewards-grant-rule">{t('rewards.grant.rule')}</label>
          <select
            id="rewards-grant-rule"
            value={ruleId}
            onChange={(event) => setRuleId(Number(event.target.value))}
          >
            {rules.map((one) => (
              <option key={one.id} value={one.id}>
                {t(`rewards.rule.eventName.${one.event}`)} · {one.brand.name} · {one.points}
              </option>
            ))}
          </select>
        </div>
      )}
      {recipients.kind === 'failed' ? (
        <RewardsFailure code={recipients.code} onRetry={() => void people.loadRecipients(brandId)} />
      ) : (
        <div className="field">
          <label htmlFor="rewards-grant-person">{t('rewards.grant.person')}</label>
          <select
            id="rewards-grant-person"
            value={personId}
            disabled={recipients.kind === 'loading'}
            aria-invalid={errors.person !== undefined}
            aria-describedby={errors.person ? 'rewards-grant-person-error' : undefined}
            onChange={(event) => setPersonId(event.target.value)}
          >
            <option value="">{t('rewards.recognition.choose')}</option>
            {recipients.kind === 'ready' &&
              recipients.value.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.firstName} {one.lastName}
                </option>
              ))}
          </select>
          {errors.person && (
            <p id="rewards-grant-person-error" className="field__error">
              {errors.person}
            </p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="rewards-grant-day">{t('rewards.grant.day')}</label>
        <input
          id="rewards-grant-day"
          type="date"
          value={day}
          min={earliestHandGrantDay(today)}
          max={today}
          aria-invalid={errors.day !== undefined}
          aria-describedby={errors.day ? 'rewards-grant-day-error' : undefined}
          onChange={(event) => setDay(event.target.value)}
        />
        {errors.day && (
          <p id="rewards-grant-day-error" className="field__error">
            {errors.day}
          </p>
        )}
      </div>
      {store.handGrant.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.handGrant.code)}
        </p>
      )}
      <div role="status">
        {done && (
          <p className="rewards-success">
            <IsolatedSentence
              sentence={(standIns) =>
                t(done.fired ? 'rewards.grant.done' : 'rewards.grant.already', {
                  ...standIns,
                  points: done.points,
                })
              }
              values={{ name: `${done.person.firstName} ${done.person.lastName}` }}
            />
          </p>
        )}
      </div>
      <Button type="submit" busy={store.handGrant.kind === 'saving'}>
        {t('rewards.grant.submit')}
      </Button>
    </form>
  );
});
