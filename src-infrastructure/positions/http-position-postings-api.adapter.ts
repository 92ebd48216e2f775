import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { PositionDraft } from '../../src-domain/careers/position-draft.rules';
import type {
  PositionPosting,
  PositionPostingsApiPort,
} from '../../src-domain/careers/position-postings-api.port';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type Posting = WireData<'/v1/brands/{id}/positions/{position}'>;
type DraftBody = WireBody<'/v1/brands/{id}/positions', 'post'>;

function draftBody(draft: PositionDraft): DraftBody {
  return {
    title: draft.title,
    category: draft.category,
    employment_type: draft.employmentType,
    pay_min: draft.payMin ?? null,
    pay_max: draft.payMax ?? null,
    pay_period: draft.payPeriod ?? null,
    description: draft.description,
    questions: draft.questions.map((question) => ({
      text: question.text,
      knockout_answer: question.knockoutAnswer ?? null,
    })),
  };
}

function posting(wire: Posting): PositionPosting {
  return {
    id: wire.id,
    status: wire.status,
    locationId: wire.brand.id,
    locationName: wire.brand.name,
    title: wire.title,
    category: wire.category,
    employmentType: wire.employment_type ?? 'FULL_TIME',
    payMin: wire.pay_min ?? undefined,
    payMax: wire.pay_max ?? undefined,
    payPeriod: wire.pay_period ?? undefined,
    description: wire.description,
    questions: wire.questions.map((question) => ({
      id: question.id,
      text: question.text,
      knockoutAnswer: question.knockout_answer ?? undefined,
    })),
    archived: wire.archived,
    smsCode: wire.sms_code ?? undefined,
    providerPosting: wire.provider_posting
      ? {
          status: wire.provider_posting.status,
          failure:
            wire.provider_posting.status === 'FAILED'
              ? (wire.provider_posting.last_error ?? undefined)
              : undefined,
        }
      : undefined,
  };
}

/** PositionPostingsApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpPositionPostingsApi implements PositionPostingsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async posting(brandId: number, positionId: number): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<Posting>({
        method: 'GET',
        path: `/v1/brands/${brandId}/positions/${positionId}`,
      }),
    );
  }

  async open(locationId: number, draft: PositionDraft): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<WireData<'/v1/brands/{id}/positions', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${locationId}/positions`,
        body: draftBody(draft) satisfies WireBody<'/v1/brands/{id}/positions', 'post'>,
      }),
    );
  }

  async update(brandId: number, positionId: number, draft: PositionDraft): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<WireData<'/v1/brands/{id}/positions/{position}', 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${brandId}/positions/${positionId}`,
        body: draftBody(draft) satisfies WireBody<'/v1/brands/{id}/positions/{position}', 'put'>,
      }),
    );
  }

  async move(
    brandId: number,
    positionId: number,
    status: 'OPEN' | 'PAUSED' | 'CLOSED',
  ): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<WireData<'/v1/brands/{id}/positions/{position}/status', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${brandId}/positions/${positionId}/status`,
        body: { status } satisfies WireBody<'/v1/brands/{id}/positions/{position}/status', 'post'>,
      }),
    );
  }

  async decide(
    brandId: number,
    positionId: number,
    atrId: number,
    decision: 'APPROVED' | 'REJECTED',
  ): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<
        WireData<'/v1/brands/{id}/positions/{position}/atrs/{atr}/decision', 'post'>
      >({
        method: 'POST',
        path: `/v1/brands/${brandId}/positions/${positionId}/atrs/${atrId}/decision`,
        body: { decision } satisfies WireBody<
          '/v1/brands/{id}/positions/{position}/atrs/{atr}/decision',
          'post'
        >,
      }),
    );
  }

  async archive(brandId: number, positionId: number, archived: boolean): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<WireData<'/v1/brands/{id}/positions/{position}/archive', 'post'>>({
        method: 'POST',
        path: `/v1/brands/${brandId}/positions/${positionId}/archive`,
        body: { archived } satisfies WireBody<'/v1/brands/{id}/positions/{position}/archive', 'post'>,
      }),
    );
  }

  async setSmsCode(brandId: number, positionId: number, code: string): Promise<PositionPosting> {
    return posting(
      await this.gateway.request<WireData<'/v1/brands/{id}/positions/{position}/sms_code', 'put'>>({
        method: 'PUT',
        path: `/v1/brands/${brandId}/positions/${positionId}/sms_code`,
        body: { code } satisfies WireBody<'/v1/brands/{id}/positions/{position}/sms_code', 'put'>,
      }),
    );
  }

  async copy(
    brandId: number,
    positionId: number,
    locationIds: readonly number[],
  ): Promise<PositionPosting[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/positions/{position}/copies', 'post'>>({
      method: 'POST',
      path: `/v1/brands/${brandId}/positions/${positionId}/copies`,
      body: {
        location_ids: [...locationIds],
      } satisfies WireBody<'/v1/brands/{id}/positions/{position}/copies', 'post'>,
    });
    return wire.positions.map(posting);
  }

  async copyTargets(): Promise<{ id: number; name: string }[]> {
    // The caller's brands as a flat list (GET /v1/users/brands, FLAT): its locations.
    const brands = await this.gateway.request<WireData<'/v1/users/brands'>>({
      method: 'GET',
      path: '/v1/users/brands',
      query: { view_mode: 'FLAT' } satisfies WireQuery<'/v1/users/brands'>,
    });
    return brands.filter((brand) => brand.type === 'LOCATION').map(({ id, name }) => ({ id, name }));
  }
}
