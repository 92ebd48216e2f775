import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { JobsApiPort, type DeadJobsPage } from '../../src-domain/jobs/jobs-api.port';

/** How many dead jobs a page shows. */
export const DEAD_JOBS_PAGE_SIZE = 20;

export type DeadJobsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly page: DeadJobsPage }
  /** `code`: the server's error code (JOBS.FORBIDDEN …); undefined for a network failure. */
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** What a retry of one job came to (shown beside its row). */
export type RetryOutcome = 'running' | 'retried' | 'gone' | 'failed';

const codeOf = (error: unknown): string | undefined =>
  error instanceof GatewayError ? (error.serverCode ?? error.code) : undefined;

/**
 * The dead-letter list of the job queue (issue #35) for a platform administrator: one page at a
 * time and a retry per job; a retried job leaves the list on the next read. Never rejects.
 */
@injectable()
export class DeadJobsStore {
  state: DeadJobsState = { kind: 'loading' };
  offset = 0;
  /** Per job id, the last retry's outcome. */
  retries = new Map<number, RetryOutcome>();

  constructor(@inject(JobsApiPort) private readonly api: JobsApiPort) {
    makeAutoObservable<DeadJobsStore, 'api'>(this, { api: false });
  }

  /** Reads the page at `offset` (the current one when omitted). */
  async load(offset: number = this.offset): Promise<void> {
    this.offset = offset;
    this.state = { kind: 'loading' };
    try {
      const page = await this.api.deadJobs(offset, DEAD_JOBS_PAGE_SIZE);
      runInAction(() => {
        if (this.offset === offset) this.state = { kind: 'ready', page };
      });
    } catch (error) {
      runInAction(() => {
        if (this.offset === offset) this.state = { kind: 'failed', code: codeOf(error) };
      });
    }
  }

  /** Runs job `id` again; a job no longer dead (404) counts as gone. */
  async retry(id: number): Promise<void> {
    this.retries.set(id, 'running');
    try {
      await this.api.retry(id);
      runInAction(() => this.retries.set(id, 'retried'));
    } catch (error) {
      runInAction(() => this.retries.set(id, codeOf(error) === 'JOBS.NOT_FOUND' ? 'gone' : 'failed'));
    }
  }
}
