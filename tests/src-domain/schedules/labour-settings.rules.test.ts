import { labourRulesForm, labourRulesFrom } from '../../../src-domain/schedules/labour-settings.rules';
import { DEFAULT_MINOR_RULES } from '../../../src-domain/schedules/minor.rules';
import { DEFAULT_LABOUR_RULES } from '../../../src-domain/schedules/shift.model';

const form = labourRulesForm(DEFAULT_LABOUR_RULES, DEFAULT_MINOR_RULES);

describe('labour-rules form', () => {
  it('shows minutes as hours and reads them back to the minute', () => {
    expect(form).toEqual({
      restHours: '10',
      maxDayHours: '12',
      maxWeekHours: '40',
      noticeDays: '14',
      minorDayHours: '8',
      minorWeekHours: '40',
      minorEarliestHour: '7',
      minorLatestHour: '22',
    });
    expect(labourRulesFrom(form).rules).toEqual(DEFAULT_LABOUR_RULES);
    expect(labourRulesFrom(form).minors).toEqual(DEFAULT_MINOR_RULES);
    expect(labourRulesFrom({ ...form, minorLatestHour: '7' }).problems).toEqual({
      minorLatestHour: 'LATEST_BEFORE_EARLIEST',
    });
    expect(labourRulesFrom({ ...form, restHours: '10,5' }).rules?.minRestMinutes).toBe(630);
  });

  it('names the problem of each wrong field', () => {
    expect(labourRulesFrom({ ...form, restHours: '', noticeDays: '2.5' }).problems).toEqual({
      restHours: 'NOT_A_NUMBER',
      noticeDays: 'NOT_A_NUMBER',
    });
    expect(labourRulesFrom({ ...form, maxDayHours: '25', noticeDays: '61' }).problems).toEqual({
      maxDayHours: 'OUT_OF_RANGE',
      noticeDays: 'OUT_OF_RANGE',
    });
    expect(labourRulesFrom({ ...form, maxDayHours: '12', maxWeekHours: '8' }).problems).toEqual({
      maxWeekHours: 'WEEK_BELOW_DAY',
    });
  });
});
