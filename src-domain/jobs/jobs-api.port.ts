import { token } from '../shared/token';

/** A job of the server's queue that failed its last attempt (issue #35). */
export interface DeadJob {
  readonly id: number;
  /** The handler's name, e.g. `mail.send`. */
  readonly name: string;
  readonly jobKey: string | undefined;
  readonly attempts: number;
  readonly maxAttempts: number;
  /** The last run's failure, as the server recorded it; undefined when none was. */
  readonly lastError: string | undefined;
  /** ISO instants. */
  readonly createdAt: string;
  readonly failedAt: string;
}

/** One page of the dead-letter list: `total` jobs in all, `jobs` from `offset`. */
export interface DeadJobsPage {
  readonly total: number;
  readonly offset: number;
  readonly jobs: readonly DeadJob[];
}

/**
 * The job queue's dead-letter list, for platform administrators only. Rejects with a
 * `GatewayError`: 403 JOBS.FORBIDDEN for anyone else, 404 JOBS.NOT_FOUND when the job to retry is
 * no longer dead (retried by someone else, or gone).
 */
export interface JobsApiPort {
  /** The page of `limit` dead jobs from `offset`, last failed first. */
  deadJobs(offset: number, limit: number): Promise<DeadJobsPage>;
  /** Runs the dead job `id` again (its attempts start afresh). */
  retry(id: number): Promise<void>;
}

export const JobsApiPort = token<JobsApiPort>('domain.jobs-api');
