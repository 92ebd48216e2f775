import { inject, injectable } from 'inversify';
import type {
  AttestationApiPort,
  AttestationListFilter,
} from '../../src-domain/attestation/attestation-api.port';
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
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import {
  answerFromWire,
  draftToWire,
  riskSummaryFromWire,
  staticFieldFromWire,
  templateFromWire,
  type AnswersPageWire,
  type AnswerWire,
  type RiskSummaryWire,
  type StaticFieldListWire,
  type StaticFieldWire,
  type TemplateListWire,
  type TemplateWire,
} from './attestation.mapping';
import type { WireBody, WireQuery } from '../gateway/gateway-wire';

type TemplatesPath = '/v1/brands/{id}/settings/{setting}/attestation_templates';
type TemplatePath = `${TemplatesPath}/{template}`;
type StaticFieldsPath = '/v1/brands/{id}/settings/{setting}/static_fields';
type RiskPath = '/v1/brands/{id}/risk/attestation';

/** The settings key of the clock-out attestation calls (spec 001 §7 `{setting}`). */
const SETTING = 'clockout_attestation';

/**
 * AttestationApiPort over the core gateway; the only place that knows these paths. Every write
 * carries a fresh Idempotency-Key, so the transport may retry it without writing twice.
 */
@injectable()
export class HttpAttestationApi implements AttestationApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {}

  private settings(brandId: number): string {
    return `/v1/brands/${brandId}/settings/${SETTING}`;
  }

  private key(): string {
    return this.random.next(16);
  }

  async templates(brandId: number, filter: AttestationListFilter): Promise<readonly AttestationTemplate[]> {
    const wire = await this.gateway.request<TemplateListWire>({
      method: 'GET',
      path: `${this.settings(brandId)}/attestation_templates`,
      query: { status: filter } satisfies WireQuery<TemplatesPath>,
    });
    return wire.templates.map(templateFromWire);
  }

  async template(brandId: number, id: number): Promise<AttestationTemplate> {
    const wire = await this.gateway.request<TemplateWire>({
      method: 'GET',
      path: `${this.settings(brandId)}/attestation_templates/${id}`,
    });
    return templateFromWire(wire);
  }

  async createTemplate(brandId: number, draft: AttestationDraft): Promise<AttestationTemplate> {
    const wire = await this.gateway.request<TemplateWire>({
      method: 'POST',
      path: `${this.settings(brandId)}/attestation_templates`,
      body: draftToWire(draft),
      idempotencyKey: this.key(),
    });
    return templateFromWire(wire);
  }

  async updateTemplate(
    brandId: number,
    id: number,
    draft: AttestationDraft,
    revision: number,
  ): Promise<AttestationTemplate> {
    const wire = await this.gateway.request<TemplateWire>({
      method: 'PUT',
      path: `${this.settings(brandId)}/attestation_templates/${id}`,
      body: { ...draftToWire(draft), revision } satisfies WireBody<TemplatePath, 'put'>,
      idempotencyKey: this.key(),
    });
    return templateFromWire(wire);
  }

  async archiveTemplate(brandId: number, id: number): Promise<void> {
    await this.gateway.request<null>({
      method: 'DELETE',
      path: `${this.settings(brandId)}/attestation_templates/${id}`,
      idempotencyKey: this.key(),
    });
  }

  async reorderTemplates(brandId: number, ids: readonly number[]): Promise<readonly AttestationTemplate[]> {
    const wire = await this.gateway.request<TemplateListWire>({
      method: 'PUT',
      path: `${this.settings(brandId)}/attestation_templates/order`,
      body: { ids } satisfies WireBody<`${TemplatesPath}/order`, 'put'>,
      idempotencyKey: this.key(),
    });
    return wire.templates.map(templateFromWire);
  }

  async staticFields(brandId: number): Promise<readonly StaticField[]> {
    const wire = await this.gateway.request<StaticFieldListWire>({
      method: 'GET',
      path: `${this.settings(brandId)}/static_fields`,
    });
    return wire.static_fields.map(staticFieldFromWire);
  }

  async createStaticField(brandId: number, kind: StaticFieldKind, text: LocalizedText): Promise<StaticField> {
    const wire = await this.gateway.request<StaticFieldWire>({
      method: 'POST',
      path: `${this.settings(brandId)}/static_fields`,
      body: { kind, text } satisfies WireBody<StaticFieldsPath, 'post'>,
      idempotencyKey: this.key(),
    });
    return staticFieldFromWire(wire);
  }

  async updateStaticField(brandId: number, id: number, text: LocalizedText): Promise<StaticField> {
    const wire = await this.gateway.request<StaticFieldWire>({
      method: 'PUT',
      path: `${this.settings(brandId)}/static_fields/${id}`,
      body: { text } satisfies WireBody<`${StaticFieldsPath}/{field}`, 'put'>,
      idempotencyKey: this.key(),
    });
    return staticFieldFromWire(wire);
  }

  async deleteStaticField(brandId: number, id: number): Promise<void> {
    await this.gateway.request<null>({
      method: 'DELETE',
      path: `${this.settings(brandId)}/static_fields/${id}`,
      idempotencyKey: this.key(),
    });
  }

  async riskSummary(brandId: number, options: { locationId?: number; weeks: number }): Promise<RiskSummary> {
    const wire = await this.gateway.request<RiskSummaryWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/risk/attestation/summary`,
      query: {
        weeks: options.weeks,
        location_id: options.locationId,
      } satisfies WireQuery<`${RiskPath}/summary`>,
    });
    return riskSummaryFromWire(wire);
  }

  async riskAnswers(brandId: number, filter: RiskAnswerFilter): Promise<AttestationAnswersPage> {
    const wire = await this.gateway.request<AnswersPageWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/risk/attestation/answers`,
      query: {
        location_id: filter.locationId,
        week_start: filter.weekStart,
        flagged: filter.flagged,
        resolved: filter.resolved,
        offset: filter.offset,
        limit: filter.limit,
      } satisfies WireQuery<`${RiskPath}/answers`>,
    });
    return { total: wire.total, offset: wire.offset, items: wire.answers.map(answerFromWire) };
  }

  async resolveFlag(brandId: number, answerId: number, note: string): Promise<AttestationAnswer> {
    const wire = await this.gateway.request<AnswerWire>({
      method: 'PUT',
      path: `/v1/brands/${brandId}/risk/attestation/answers/${answerId}/resolution`,
      body: { note } satisfies WireBody<`${RiskPath}/answers/{answer}/resolution`, 'put'>,
      idempotencyKey: this.key(),
    });
    return answerFromWire(wire);
  }
}
