import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AttestationApiPort as AttestationApi } from '../../../src-domain/attestation/attestation-api.port';
import { AttestationApiPort } from '../../../src-domain/attestation/attestation-api.port';
import type {
  AttestationAnswersPage,
  RiskAnswerFilter,
  RiskSummary,
} from '../../../src-domain/attestation/risk.model';
import type { Loadable } from '../../dashboard/dashboard.model';
import { failureCode } from '../attestation-list.store';

/** Weeks the dashboard shows. */
export const RISK_WEEKS = 6;
/** Answers per page of the list behind a figure. */
export const RISK_ANSWERS_PAGE = 20;

/** Which figure the answer list explains (every field narrows). */
export type RiskFigureFilter = Omit<RiskAnswerFilter, 'offset' | 'limit' | 'locationId'> & {
  readonly locationId?: number;
};

/**
 * The risk dashboard of one brand: the summary of flagged clock-out attestation answers (for
 * the whole brand or one brand the location filter offers), the answers behind the figure the
 * manager chose, paged, and resolving a flag with a note.
 */
@injectable()
export class RiskDashboardStore {
  brandId: number | undefined = undefined;
  locationId: number | undefined = undefined;
  summary: Loadable<RiskSummary> = { kind: 'loading' };
  figure: RiskFigureFilter | undefined = undefined;
  answers: Loadable<AttestationAnswersPage> = { kind: 'loading' };
  resolving = false;
  lastError: string | undefined = undefined;
  /** Counts `show` calls: only the latest one's answer is kept. */
  private shown = 0;

  constructor(@inject(AttestationApiPort) private readonly api: AttestationApi) {
    makeAutoObservable<RiskDashboardStore, 'api' | 'shown'>(this, { api: false, shown: false });
  }

  /** Loads the summary (and the unresolved flags as the first list); never rejects. */
  async load(brandId: number, locationId: number | undefined = undefined): Promise<void> {
    this.brandId = brandId;
    this.locationId = locationId;
    this.summary = { kind: 'loading' };
    const figure = { flagged: true, resolved: false, ...(locationId ? { locationId } : {}) };
    const reads = [
      this.api.riskSummary(brandId, { weeks: RISK_WEEKS, ...(locationId ? { locationId } : {}) }).then(
        (value) => runInAction(() => void (this.summary = { kind: 'ready', value })),
        () => runInAction(() => void (this.summary = { kind: 'failed' })),
      ),
      this.show(figure),
    ];
    await Promise.all(reads);
  }

  /**
   * Reads the summary and the answers page shown again in place (a flag raised elsewhere, issue
   * #32): what is shown stays until the answers arrive. Nothing before the first load. Never rejects.
   */
  async refresh(): Promise<void> {
    const brandId = this.brandId;
    const locationId = this.locationId;
    if (brandId === undefined || this.summary.kind === 'loading') return;
    const scope = locationId ? { locationId } : {};
    const figure = this.figure;
    const page = this.answers.kind === 'ready' ? this.answers.value.offset : 0;
    const call = this.shown;
    const [summary, answers] = await Promise.all([
      this.api.riskSummary(brandId, { weeks: RISK_WEEKS, ...scope }).catch(() => undefined),
      figure === undefined
        ? undefined
        : this.api
            .riskAnswers(brandId, {
              ...figure,
              ...((figure.locationId ?? locationId) ? { locationId: figure.locationId ?? locationId } : {}),
              offset: page,
              limit: RISK_ANSWERS_PAGE,
            })
            .catch(() => undefined),
    ]);
    runInAction(() => {
      if (brandId !== this.brandId || locationId !== this.locationId) return;
      if (summary) this.summary = { kind: 'ready', value: summary };
      if (answers && call === this.shown) this.answers = { kind: 'ready', value: answers };
    });
  }

  /** Shows the answers behind a figure, from the first page; never rejects. */
  async show(figure: RiskFigureFilter, offset = 0): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    this.figure = figure;
    this.answers = { kind: 'loading' };
    const call = ++this.shown;
    const scoped = figure.locationId ?? this.locationId;
    try {
      const value = await this.api.riskAnswers(brandId, {
        ...figure,
        ...(scoped ? { locationId: scoped } : {}),
        offset,
        limit: RISK_ANSWERS_PAGE,
      });
      runInAction(() => {
        if (call === this.shown) this.answers = { kind: 'ready', value };
      });
    } catch {
      runInAction(() => {
        if (call === this.shown) this.answers = { kind: 'failed' };
      });
    }
  }

  /** Resolves a flag with the note and refreshes the figures; answers whether it was resolved. */
  async resolve(answerId: number, note: string): Promise<boolean> {
    const brandId = this.brandId;
    if (brandId === undefined) return false;
    this.resolving = true;
    this.lastError = undefined;
    try {
      const resolved = await this.api.resolveFlag(brandId, answerId, note);
      runInAction(() => {
        if (this.answers.kind === 'ready') {
          const page = this.answers.value;
          this.answers = {
            kind: 'ready',
            value: { ...page, items: page.items.map((item) => (item.id === answerId ? resolved : item)) },
          };
        }
      });
      const summary = await this.api
        .riskSummary(brandId, {
          weeks: RISK_WEEKS,
          ...(this.locationId ? { locationId: this.locationId } : {}),
        })
        .catch(() => undefined);
      runInAction(() => {
        if (summary) this.summary = { kind: 'ready', value: summary };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.lastError = failureCode(error)));
      return false;
    } finally {
      runInAction(() => (this.resolving = false));
    }
  }
}
