import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../widgets/date-picker/DatePicker';
import { MonthPicker } from '../widgets/date-picker/MonthPicker';
import { WeekPicker } from '../widgets/date-picker/WeekPicker';
import { YearPicker } from '../widgets/date-picker/YearPicker';
import { TimePicker } from '../widgets/time-picker/TimePicker';
import { DemoBlock } from './DemoBlock';

const isWeekend = (date: { weekday: number }) => date.weekday >= 6;

/** Date, week, month, year and time pickers with their bounds and states. */
export function PickersPage() {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | undefined>('2025-03-14');
  const [bounded, setBounded] = useState<string | undefined>(undefined);
  const [week, setWeek] = useState<string>('2025-03-10');
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [year, setYear] = useState<string | undefined>(undefined);
  const [time, setTime] = useState<string | undefined>(undefined);
  return (
    <>
      <DemoBlock
        title={t('designSystem.pickers.date')}
        description={t('designSystem.pickers.dateDescription')}
      >
        <DatePicker
          label={t('designSystem.pickers.startDate')}
          value={date}
          onChange={setDate}
          highlighted={isWeekend}
        />
        <output data-testid="date-value">{date ?? '—'}</output>
        <DatePicker
          label={t('designSystem.pickers.boundedDate')}
          value={bounded}
          onChange={setBounded}
          min="2025-03-05"
          max="2025-04-20"
        />
        <DatePicker
          label={t('designSystem.pickers.invalidBounds')}
          value={undefined}
          onChange={() => undefined}
          min="2025-02-30"
          max="not a date"
        />
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.pickers.week')}
        description={t('designSystem.pickers.weekDescription')}
      >
        <WeekPicker
          label={t('designSystem.pickers.rotaWeek')}
          value={week}
          onChange={setWeek}
          min="2025-03-01"
          max="2025-03-31"
        />
        <WeekPicker
          label={t('designSystem.pickers.sundayWeek')}
          value={week}
          onChange={setWeek}
          weekStart="SUN"
        />
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.pickers.monthYear')}
        description={t('designSystem.pickers.monthYearDescription')}
      >
        <MonthPicker label={t('designSystem.pickers.payrollMonth')} value={month} onChange={setMonth} />
        <output data-testid="month-value">{month ?? '—'}</output>
        <YearPicker label={t('designSystem.pickers.reportYear')} value={year} onChange={setYear} />
        <output data-testid="year-value">{year ?? '—'}</output>
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.pickers.time')}
        description={t('designSystem.pickers.timeDescription')}
      >
        <TimePicker
          label={t('designSystem.pickers.shiftStart')}
          value={time}
          onChange={setTime}
          min="06:00"
          max="22:00"
          showDurations
        />
        <output data-testid="time-value">{time ?? '—'}</output>
        <TimePicker
          label={t('designSystem.pickers.twelveHour')}
          onChange={() => undefined}
          format="hh:mm A"
          stepMinutes={30}
        />
        <TimePicker label={t('designSystem.pickers.tooMany')} onChange={() => undefined} stepMinutes={5} />
      </DemoBlock>
    </>
  );
}
