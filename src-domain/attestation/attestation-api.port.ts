import { token } from '../shared/token';
import type {
  AttestationDraft,
  AttestationStatus,
  AttestationTemplate,
  LocalizedText,
  StaticField,
  StaticFieldKind,
} from './attestation.model';
import type { AttestationAnswer, AttestationAnswersPage, RiskAnswerFilter, RiskSummary } from './risk.model';

/** Which questions a list shows. */
export type AttestationListFilter = AttestationStatus | 'ALL';

/**
 * Clock-out attestation settings of a brand (spec 001 §7 "Clock-out attestation") and the risk
 * they reveal. Rejects with a `GatewayError` whose `serverCode` says why: ATTESTATION.* for
 * invalid content (400), ATTESTATION.REVISION_CONFLICT when somebody saved the question since
 * `revision` (409), ATTESTATION.FORBIDDEN / BRAND.FORBIDDEN (403), ATTESTATION.NOT_FOUND (404).
 */
export interface AttestationApiPort {
  /** The brand's questions in their order. */
  templates(brandId: number, filter: AttestationListFilter): Promise<readonly AttestationTemplate[]>;
  template(brandId: number, id: number): Promise<AttestationTemplate>;
  createTemplate(brandId: number, draft: AttestationDraft): Promise<AttestationTemplate>;
  /** Saves over `revision`; a question that has answers gets a new version. */
  updateTemplate(
    brandId: number,
    id: number,
    draft: AttestationDraft,
    revision: number,
  ): Promise<AttestationTemplate>;
  /** Archives (the history and its answers stay). */
  archiveTemplate(brandId: number, id: number): Promise<void>;
  /** Puts the active questions in this order (every active id once); answers the new list. */
  reorderTemplates(brandId: number, ids: readonly number[]): Promise<readonly AttestationTemplate[]>;
  staticFields(brandId: number): Promise<readonly StaticField[]>;
  createStaticField(brandId: number, kind: StaticFieldKind, text: LocalizedText): Promise<StaticField>;
  updateStaticField(brandId: number, id: number, text: LocalizedText): Promise<StaticField>;
  deleteStaticField(brandId: number, id: number): Promise<void>;
  /** Flagged answers of the brand's subtree (or of `locationId`'s) over the last `weeks` weeks. */
  riskSummary(brandId: number, options: { locationId?: number; weeks: number }): Promise<RiskSummary>;
  riskAnswers(brandId: number, filter: RiskAnswerFilter): Promise<AttestationAnswersPage>;
  /** Marks a flagged answer resolved with the manager's note (409 when already resolved). */
  resolveFlag(brandId: number, answerId: number, note: string): Promise<AttestationAnswer>;
}
export const AttestationApiPort = token<AttestationApiPort>('domain.attestation-api');
