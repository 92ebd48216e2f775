import type {
  AppliedTemplate,
  ScheduleTemplate,
  ScheduleTemplatesApiPort,
} from '../../src-domain/schedules/schedule-templates-api.port';
import type { ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { apiFailure } from './api-failure';

/**
 * ScheduleTemplatesApiPort in memory: templates by name (a taken name is 409 like the server's),
 * and `applyAnswer` as what applying answers. `fail` makes the next call reject with it.
 */
export class FakeScheduleTemplatesApi implements ScheduleTemplatesApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  list: ScheduleTemplate[] = [];
  applyAnswer: ((weekStart: string) => AppliedTemplate) | undefined;
  private nextId = 1;

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  async templates(locationId: number) {
    this.check(`templates ${locationId}`);
    return [...this.list];
  }
  async save(locationId: number, name: string, weekStart: string) {
    this.check(`save ${locationId} ${name} ${weekStart}`);
    if (this.list.some((template) => template.name === name))
      throw apiFailure(409, 'SCHEDULES.TEMPLATE_NAME_TAKEN');
    this.list.push({ id: this.nextId++, name, shifts: 3, createdAt: '2026-11-25T12:00:00.000Z' });
    return [...this.list];
  }
  async remove(locationId: number, templateId: number) {
    this.check(`remove ${locationId} ${templateId}`);
    if (!this.list.some((template) => template.id === templateId))
      throw apiFailure(404, 'SCHEDULES.TEMPLATE_NOT_FOUND');
    this.list = this.list.filter((template) => template.id !== templateId);
    return [...this.list];
  }
  async apply(locationId: number, templateId: number, weekStart: string) {
    this.check(`apply ${locationId} ${templateId} ${weekStart}`);
    return this.applyAnswer!(weekStart);
  }
}

/** A week answer for `applyAnswer`. */
export const appliedWeek = (week: ScheduleWeek, skipped: AppliedTemplate['skipped']): AppliedTemplate => ({
  week,
  created: week.shifts.length,
  skipped,
});
