import type {
  AttestationApiPort,
  AttestationListFilter,
} from '../../src-domain/attestation/attestation-api.port';
import {
  attestationProblems,
  editMakesNewVersion,
} from '../../src-domain/attestation/attestation-template.rules';
import type {
  AttestationDraft,
  AttestationTemplate,
  LocalizedText,
  StaticField,
  StaticFieldKind,
} from '../../src-domain/attestation/attestation.model';
import type {
  AttestationAnswer,
  AttestationAnswersPage,
  RiskAnswerFilter,
  RiskSummary,
} from '../../src-domain/attestation/risk.model';
import { apiFailure } from './api-failure';

const NOW = '2026-11-25T12:00:00.000Z';

/**
 * In-memory AttestationApiPort that keeps the server's rules: invalid drafts are refused with
 * the first problem's code (400), a stale revision with ATTESTATION.REVISION_CONFLICT (409),
 * an edit of a question with answers adds a version, archiving keeps the question. Seed
 * `answers` and `summary` for risk reads; `failing` makes every call fail with 500.
 */
export class FakeAttestationApi implements AttestationApiPort {
  readonly stored: AttestationTemplate[] = [];
  readonly fields: StaticField[] = [];
  answers: AttestationAnswer[] = [];
  summary: RiskSummary | undefined = undefined;
  failing = false;
  private nextId = 1;

  private guard(): void {
    if (this.failing) throw apiFailure(500, 'INTERNAL');
  }

  private find(brandId: number, id: number): AttestationTemplate {
    const found = this.stored.find((item) => item.id === id && item.brandId === brandId);
    if (!found) throw apiFailure(404, 'ATTESTATION.NOT_FOUND');
    return found;
  }

  private check(draft: AttestationDraft): void {
    const problems = attestationProblems(draft);
    if (problems.length > 0) throw apiFailure(400, problems[0]!.code);
  }

  /** Records `count` answers against the question's current version. */
  answer(id: number, count = 1): void {
    const index = this.stored.findIndex((item) => item.id === id);
    const item = this.stored[index]!;
    this.stored[index] = {
      ...item,
      answerCount: item.answerCount + count,
      versions: item.versions.map((v) =>
        v.version === item.version ? { ...v, answerCount: v.answerCount + count } : v,
      ),
    };
  }

  async templates(brandId: number, filter: AttestationListFilter): Promise<readonly AttestationTemplate[]> {
    this.guard();
    return this.stored
      .filter((item) => item.brandId === brandId && (filter === 'ALL' || item.status === filter))
      .sort((a, b) => a.sortOrder - b.sortOrder);
  }

  async template(brandId: number, id: number): Promise<AttestationTemplate> {
    this.guard();
    return this.find(brandId, id);
  }

  async createTemplate(brandId: number, draft: AttestationDraft): Promise<AttestationTemplate> {
    this.guard();
    this.check(draft);
    const created: AttestationTemplate = {
      ...draft,
      id: this.nextId++,
      brandId,
      status: 'ACTIVE',
      sortOrder: this.stored.length + 1,
      version: 1,
      revision: 1,
      answerCount: 0,
      versions: [{ version: 1, createdAt: NOW, answerCount: 0 }],
      updatedAt: NOW,
    };
    this.stored.push(created);
    return created;
  }

  async updateTemplate(
    brandId: number,
    id: number,
    draft: AttestationDraft,
    revision: number,
  ): Promise<AttestationTemplate> {
    this.guard();
    const item = this.find(brandId, id);
    if (item.status === 'ARCHIVED') throw apiFailure(409, 'ATTESTATION.ARCHIVED');
    this.check(draft);
    if (item.revision !== revision) throw apiFailure(409, 'ATTESTATION.REVISION_CONFLICT');
    const current = item.versions.find((v) => v.version === item.version)!;
    const fresh = editMakesNewVersion(current.answerCount);
    const version = fresh ? item.version + 1 : item.version;
    const saved: AttestationTemplate = {
      ...item,
      ...draft,
      version,
      revision: revision + 1,
      versions: fresh ? [...item.versions, { version, createdAt: NOW, answerCount: 0 }] : item.versions,
    };
    this.stored[this.stored.indexOf(item)] = saved;
    return saved;
  }

  async archiveTemplate(brandId: number, id: number): Promise<void> {
    this.guard();
    const item = this.find(brandId, id);
    this.stored[this.stored.indexOf(item)] = { ...item, status: 'ARCHIVED', revision: item.revision + 1 };
  }

  async reorderTemplates(brandId: number, ids: readonly number[]): Promise<readonly AttestationTemplate[]> {
    this.guard();
    const active = await this.templates(brandId, 'ACTIVE');
    if (ids.length !== active.length || active.some((item) => !ids.includes(item.id))) {
      throw apiFailure(400, 'ATTESTATION.ORDER_MISMATCH');
    }
    ids.forEach((id, index) => {
      const item = this.find(brandId, id);
      this.stored[this.stored.indexOf(item)] = { ...item, sortOrder: index + 1 };
    });
    return this.templates(brandId, 'ACTIVE');
  }

  async staticFields(): Promise<readonly StaticField[]> {
    this.guard();
    return this.fields;
  }

  async createStaticField(
    _brandId: number,
    kind: StaticFieldKind,
    text: LocalizedText,
  ): Promise<StaticField> {
    this.guard();
    if (this.fields.some((field) => field.kind === kind))
      throw apiFailure(409, 'ATTESTATION.STATIC_FIELD_EXISTS');
    const field = { id: this.nextId++, kind, text };
    this.fields.push(field);
    return field;
  }

  async updateStaticField(_brandId: number, id: number, text: LocalizedText): Promise<StaticField> {
    this.guard();
    const index = this.fields.findIndex((field) => field.id === id);
    if (index < 0) throw apiFailure(404, 'ATTESTATION.STATIC_FIELD_NOT_FOUND');
    this.fields[index] = { ...this.fields[index]!, text };
    return this.fields[index]!;
  }

  async deleteStaticField(_brandId: number, id: number): Promise<void> {
    this.guard();
    const index = this.fields.findIndex((field) => field.id === id);
    if (index < 0) throw apiFailure(404, 'ATTESTATION.STATIC_FIELD_NOT_FOUND');
    this.fields.splice(index, 1);
  }

  async riskSummary(): Promise<RiskSummary> {
    this.guard();
    if (!this.summary) throw apiFailure(403, 'ATTESTATION.RISK_FORBIDDEN');
    return this.summary;
  }

  async riskAnswers(_brandId: number, filter: RiskAnswerFilter): Promise<AttestationAnswersPage> {
    this.guard();
    const matching = this.answers.filter(
      (answer) =>
        (filter.locationId === undefined || answer.locationId === filter.locationId) &&
        (filter.flagged === undefined || answer.flagged === filter.flagged) &&
        (filter.resolved === undefined || (answer.resolvedAt !== undefined) === filter.resolved),
    );
    return {
      total: matching.length,
      offset: filter.offset,
      items: matching.slice(filter.offset, filter.offset + filter.limit),
    };
  }

  async resolveFlag(_brandId: number, answerId: number, note: string): Promise<AttestationAnswer> {
    this.guard();
    const index = this.answers.findIndex((answer) => answer.id === answerId);
    if (index < 0) throw apiFailure(404, 'ATTESTATION.ANSWER_NOT_FOUND');
    if (this.answers[index]!.resolvedAt) throw apiFailure(409, 'ATTESTATION.ALREADY_RESOLVED');
    this.answers[index] = {
      ...this.answers[index]!,
      resolvedAt: NOW,
      resolvedBy: 'Olivia Owner',
      resolutionNote: note,
    };
    return this.answers[index]!;
  }
}
