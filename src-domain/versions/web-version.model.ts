import { token } from '../shared/token';

/** One targeting rule of a web version (wire shape). */
export interface VersionRule {
  readonly type: string;
  readonly value: string;
}

/** Maintenance block of the version info (wire shape). */
export interface MaintenanceInfo {
  readonly status?: string | null;
  readonly post_maintenance_action?: string | null;
  readonly post_maintenance_action_time?: string | number | null;
}

/** GET /v1/web_versions (spec 000 §3 "Web version info"; wire shape). */
export interface WebVersionInfo {
  readonly version: string;
  readonly effective_on?: string | number | null;
  readonly force_update?: boolean | null;
  /** Poll interval in seconds; absent or non-positive means the 10-minute default. */
  readonly api_pulling_frequency?: number | null;
  readonly maintenance?: MaintenanceInfo | null;
  readonly cache_config?: {
    readonly invalidation?: { readonly effective_on?: string | number | null } | null;
  } | null;
  readonly rules?: readonly VersionRule[] | null;
}

/** Where the app runs now, for matching version rules. */
export interface VersionEnvironment {
  /** Current route path, e.g. '/dashboard/hiring'. */
  readonly route: string;
  /** Full current URL. */
  readonly url: string;
  readonly brandId?: number;
  readonly userId?: number | string;
  /** Service codes of the current brand. */
  readonly services?: readonly string[];
}

/** The version of the running web build (compared with GET /v1/web_versions). */
export type WebAppVersion = string;
export const WebAppVersion = token<WebAppVersion>('domain.web-app-version');
