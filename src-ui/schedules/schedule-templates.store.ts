import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ScheduleTemplatesApiPort,
  type ScheduleTemplate,
  type SkippedTemplateShift,
} from '../../src-domain/schedules/schedule-templates-api.port';
import { TEMPLATE_NAME_MAX } from '../../src-domain/schedules/schedule-template.rules';
import { failureCode, type Loadable, type Write } from './schedules.loadable';
import { ScheduleWeekStore } from './schedule-week.store';

/**
 * The templates of the location the week grid shows (issue #34): list, save the shown week under
 * a name, delete, and apply one to the shown week (the grid then shows the answer, and what was
 * skipped stays in `applied` until the next write). Never rejects.
 */
@injectable()
export class ScheduleTemplatesStore {
  templates: Loadable<readonly ScheduleTemplate[]> = { kind: 'loading' };
  write: Write = { kind: 'idle' };
  /** What the last apply made and skipped; undefined before one or after another write. */
  applied: { readonly created: number; readonly skipped: readonly SkippedTemplateShift[] } | undefined =
    undefined;
  /** Set when a name was refused before sending: empty, or over TEMPLATE_NAME_MAX characters. */
  nameProblem: 'EMPTY' | 'TOO_LONG' | undefined = undefined;

  constructor(
    @inject(ScheduleTemplatesApiPort) private readonly api: ScheduleTemplatesApiPort,
    @inject(ScheduleWeekStore) private readonly week: ScheduleWeekStore,
  ) {
    makeAutoObservable<ScheduleTemplatesStore, 'api' | 'week'>(this, { api: false, week: false });
  }

  /** Reads the templates of the grid's location. */
  async load(): Promise<void> {
    const locationId = this.week.locationId;
    if (locationId === undefined) return;
    this.templates = { kind: 'loading' };
    try {
      const value = await this.api.templates(locationId);
      runInAction(() => (this.templates = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.templates = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** Saves the shown week as `name` (trimmed); true when saved. */
  save(name: string): Promise<boolean> {
    const trimmed = name.trim();
    this.nameProblem = trimmed === '' ? 'EMPTY' : trimmed.length > TEMPLATE_NAME_MAX ? 'TOO_LONG' : undefined;
    if (this.nameProblem) return Promise.resolve(false);
    return this.list(() => this.api.save(this.week.locationId!, trimmed, this.week.weekStart));
  }

  remove(templateId: number): Promise<boolean> {
    return this.list(() => this.api.remove(this.week.locationId!, templateId));
  }

  /** Lays the template into the shown week; true when done (even with shifts skipped). */
  async apply(templateId: number): Promise<boolean> {
    this.write = { kind: 'saving' };
    this.applied = undefined;
    try {
      const answer = await this.api.apply(this.week.locationId!, templateId, this.week.weekStart);
      runInAction(() => {
        this.week.show(answer.week);
        this.applied = { created: answer.created, skipped: answer.skipped };
        this.write = { kind: 'idle' };
      });
      return true;
    } catch (error) {
      return this.failed(error);
    }
  }

  /** Says why a write failed; a template gone meanwhile makes the list read again. */
  private failed(error: unknown): false {
    const code = failureCode(error);
    this.write = { kind: 'failed', code };
    if (code === 'SCHEDULES.TEMPLATE_NOT_FOUND') void this.reload();
    return false;
  }

  /** Reads the list again keeping the failed write's reason. */
  private async reload(): Promise<void> {
    const write = this.write;
    await this.load();
    runInAction(() => (this.write = write));
  }

  private async list(action: () => Promise<readonly ScheduleTemplate[]>): Promise<boolean> {
    this.write = { kind: 'saving' };
    this.applied = undefined;
    try {
      const value = await action();
      runInAction(() => {
        this.templates = { kind: 'ready', value };
        this.write = { kind: 'idle' };
      });
      return true;
    } catch (error) {
      return this.failed(error);
    }
  }
}
