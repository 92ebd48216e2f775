import { token } from '../shared/token';
import type { ScheduleWeek } from './schedules-api.port';
import type { TemplateSkip } from './schedule-template.rules';

/** A location's saved week, as listed. */
export interface ScheduleTemplate {
  readonly id: number;
  readonly name: string;
  /** How many shifts it lays out. */
  readonly shifts: number;
  /** ISO instant it was saved. */
  readonly createdAt: string;
}

/** A template's shift that applying it skipped, and why. */
export interface SkippedTemplateShift {
  /** The person's name; undefined for an open shift or a person no longer known. */
  readonly personName: string | undefined;
  readonly position: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly reason: TemplateSkip;
}

/** What applying a template did. */
export interface AppliedTemplate {
  readonly week: ScheduleWeek;
  readonly created: number;
  readonly skipped: readonly SkippedTemplateShift[];
}

/**
 * A location's schedule templates (issue #34). Every call rejects with a GatewayError (its
 * `serverCode` a SCHEDULES.* or BRAND.* code) when the server refuses; writes answer the list.
 */
export interface ScheduleTemplatesApiPort {
  templates(locationId: number): Promise<readonly ScheduleTemplate[]>;
  /** Saves the week starting `weekStart` as `name`; SCHEDULES.TEMPLATE_NAME_TAKEN, SCHEDULES.EMPTY_WEEK. */
  save(locationId: number, name: string, weekStart: string): Promise<readonly ScheduleTemplate[]>;
  remove(locationId: number, templateId: number): Promise<readonly ScheduleTemplate[]>;
  /** Lays the template into the week starting `weekStart`. */
  apply(locationId: number, templateId: number, weekStart: string): Promise<AppliedTemplate>;
}
export const ScheduleTemplatesApiPort = token<ScheduleTemplatesApiPort>('domain.schedule-templates-api');
