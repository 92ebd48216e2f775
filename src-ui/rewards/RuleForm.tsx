import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import {
  RULE_EVENTS,
  type BudgetPeriod,
  type RewardRule,
  type RuleEvent,
} from '../../src-domain/rewards/rewards.model';
import { TextField } from '../account/TextField';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { pointsOf } from './BudgetAllocationForm';
import { ChoiceField, PeriodField } from './ChoiceField';
import { RewardsFailure, useRewardsError } from './RewardsFailure';
import { rewardsSettingsPath } from './rewards-paths';
import { RewardsSettingsStore } from './rewards-settings.store';

/** The rule form, blank for a new rule or filled from `rule`. */
function RuleFields({ brandId, rule }: { readonly brandId: number; readonly rule: RewardRule | undefined }) {
  const { t } = useTranslation();
  const store = useInjection(RewardsSettingsStore);
  const navigate = useNavigate();
  const errorText = useRewardsError();
  const [event, setEvent] = useState<RuleEvent>(rule?.event ?? 'WORK_ANNIVERSARY');
  const [points, setPoints] = useState(rule ? String(rule.points) : '');
  const [cap, setCap] = useState(rule ? String(rule.capPerPeriod) : '');
  const [period, setPeriod] = useState<BudgetPeriod>(rule?.period ?? 'MONTH');
  const [from, setFrom] = useState(rule?.effectiveFrom ?? DateTime.utc().toISODate()!);
  const [to, setTo] = useState(rule?.effectiveTo ?? '');
  const [active, setActive] = useState(rule?.active ?? true);
  const [touched, setTouched] = useState(false);
  const amount = pointsOf(points);
  const capAmount = pointsOf(cap);
  const errors = {
    points: touched && amount === undefined ? t('rewards.form.pointsInvalid') : undefined,
    cap:
      touched && (capAmount === undefined || (amount !== undefined && capAmount < amount))
        ? t('rewards.rule.capInvalid')
        : undefined,
    to: touched && to !== '' && to < from ? t('rewards.rule.datesInvalid') : undefined,
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setTouched(true);
    if (amount === undefined || capAmount === undefined || capAmount < amount || (to !== '' && to < from))
      return;
    const saved = await store.saveRule(
      brandId,
      {
        event,
        points: amount,
        capPerPeriod: capAmount,
        period,
        effectiveFrom: from,
        effectiveTo: to || undefined,
        active,
      },
      rule?.id,
    );
    if (saved) navigate(rewardsSettingsPath(brandId, 'rules'));
  };

  return (
    <form
      className="panel rewards-panel rewards-form"
      onSubmit={(formEvent) => void submit(formEvent)}
      noValidate
    >
      <ChoiceField
        label={t('rewards.rule.event')}
        value={event}
        choices={RULE_EVENTS}
        choiceLabel={(value) => t(`rewards.rule.eventName.${value}`)}
        onChange={setEvent}
      />
      <TextField
        label={t('rewards.rule.points')}
        value={points}
        inputMode="numeric"
        error={errors.points}
        onChange={(change) => setPoints(change.target.value)}
      />
      <TextField
        label={t('rewards.rule.cap')}
        value={cap}
        inputMode="numeric"
        error={errors.cap}
        onChange={(change) => setCap(change.target.value)}
      />
      <PeriodField value={period} onChange={setPeriod} />
      <TextField
        label={t('rewards.rule.from')}
        type="date"
        value={from}
        onChange={(change) => setFrom(change.target.value)}
      />
      <TextField
        label={t('rewards.rule.to')}
        type="date"
        value={to}
        error={errors.to}
        onChange={(change) => setTo(change.target.value)}
      />
      <Checkbox className="rewards-checkbox" isSelected={active} onChange={setActive}>
        <span className="rewards-checkbox__box" aria-hidden="true">
          {active ? '✓' : ''}
        </span>
        {t('rewards.rule.active')}
      </Checkbox>
      {store.ruleWrite.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.ruleWrite.code)}
        </p>
      )}
      <Button type="submit" busy={store.ruleWrite.kind === 'saving'}>
        {t('rewards.rule.save')}
      </Button>
    </form>
  );
}

/** rule-management/{id?}: a new rule, or rule `ruleId` of the brand to edit. */
export const RuleForm = observer(function RuleForm({
  brandId,
  ruleId,
}: {
  readonly brandId: number;
  readonly ruleId: number | undefined;
}) {
  const { t } = useTranslation();
  const store = useInjection(RewardsSettingsStore);
  useEffect(() => {
    store.resetRuleWrite();
    if (ruleId !== undefined) void store.loadRules(brandId);
  }, [store, brandId, ruleId]);
  if (ruleId === undefined) return <RuleFields brandId={brandId} rule={undefined} />;
  const rules = store.rules;
  if (rules.kind === 'failed')
    return <RewardsFailure code={rules.code} onRetry={() => void store.loadRules(brandId)} />;
  if (rules.kind === 'loading')
    return (
      <div
        className="panel rewards-panel rewards-panel--skeleton"
        role="status"
        aria-label={t('rewards.loading')}
      />
    );
  const rule = rules.value.find((candidate) => candidate.id === ruleId);
  if (!rule)
    return <RewardsFailure code="REWARDS.RULE_NOT_FOUND" onRetry={() => void store.loadRules(brandId)} />;
  return <RuleFields key={rule.id} brandId={brandId} rule={rule} />;
});
