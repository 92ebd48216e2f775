import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PermissionPolicy } from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import { badRequest, forbidden } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams, StringEnum } from '../route-schema';
import { policiesFor } from '../policy/grants.repository';
import { levelStates, saveLevelStates } from './level-activation.repository';

const TAGS = ['Settings'];

/** The features whose activation is set per level, with the permission that sets it. */
const CONFIGURABLE: Readonly<Record<string, string>> = {
  REWARDS_AND_RECOGNITION: 'MANAGE_REWARDS',
  CLOCKOUT_ATTESTATION: 'MANAGE_CLOCKOUT_ATTESTATION',
};

/** The `{setting}` of `/v1/brands/{id}/settings/{setting}/…` and the service it configures. */
const SETTINGS: Readonly<Record<string, string>> = {
  clockout_attestation: 'CLOCKOUT_ATTESTATION',
  rewards_and_recognition: 'REWARDS_AND_RECOGNITION',
};

/** The service `{setting}` configures; the params schema admits only known settings. */
function serviceOf(setting: string): string {
  const code = SETTINGS[setting];
  if (!code) throw badRequest('SETTINGS.UNKNOWN_SETTING', `There is no setting ${setting}`);
  return code;
}

const serviceCode = StringEnum(Object.keys(CONFIGURABLE));
const levelsAnswer = Type.Object({
  brand_id: Type.Integer(),
  service_code: Type.String(),
  levels: Type.Array(
    Type.Object({ level: Type.String(), brand_count: Type.Integer(), is_active: Type.Boolean() }),
  ),
});
const levelsBody = Body(
  {
    service_code: serviceCode,
    levels: Type.Array(
      Body({ level: Type.String({ minLength: 1, maxLength: 32 }), is_active: Type.Boolean() }, [
        'level',
        'is_active',
      ]),
      { minItems: 1, maxItems: 64 },
    ),
  },
  ['levels'],
);
const settingParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  setting: StringEnum(Object.keys(SETTINGS)),
});

/**
 * Level activation (spec 001 §7: `GET /v1/brands/{id}/level_activation` of rewards and
 * `…/settings/{setting}/level_activation` of clock-out attestation): which levels of the brand's
 * subtree have the feature on. Anyone who sees the brand reads it; setting it needs the
 * feature's manage permission on the brand (403 SETTINGS.FORBIDDEN) and only levels the
 * subtree has (400 SETTINGS.UNKNOWN_LEVEL, nothing saved).
 */
export function registerLevelActivationRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  const answer = async (brand: BrandRow, code: string) => ({
    brand_id: brand.id,
    service_code: code,
    levels: await levelStates(db, brand, code),
  });

  const save = async (
    userId: string,
    brand: BrandRow,
    code: string,
    levels: Static<typeof levelsBody>['levels'],
  ) => {
    const permission = CONFIGURABLE[code];
    const policy = new PermissionPolicy(await policiesFor(db, userId, [brand]));
    if (!permission || !policy.has(permission, { brands: [brand.id] })) {
      throw forbidden(
        'SETTINGS.FORBIDDEN',
        `Setting ${code} levels needs ${permission ?? 'a manage permission'}`,
      );
    }
    const known = new Set((await levelStates(db, brand, code)).map((state) => state.level));
    const unknown = levels.find((item) => !known.has(item.level));
    if (unknown) throw badRequest('SETTINGS.UNKNOWN_LEVEL', `The brand has no level ${unknown.level}`);
    if (new Set(levels.map((item) => item.level)).size !== levels.length) {
      throw badRequest('SETTINGS.DUPLICATE_LEVEL', 'A level appears twice');
    }
    await saveLevelStates(db, brand.id, code, levels, userId);
    return answer(brand, code);
  };

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/level_activation',
    summary:
      'Levels of the brand’s subtree and whether the feature is on for each (service_code, default REWARDS_AND_RECOGNITION)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({ service_code: Type.Optional(serviceCode) }),
    data: levelsAnswer,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      return answer(brand, request.query.service_code ?? 'REWARDS_AND_RECOGNITION');
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/level_activation',
    summary:
      'Switches the feature on or off for levels of the brand’s subtree (the manage permission of the feature)',
    tags: TAGS,
    params: BrandIdParams,
    body: levelsBody,
    data: levelsAnswer,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const code = request.body.service_code ?? 'REWARDS_AND_RECOGNITION';
      return save(principalOf(request).sub, brand, code, request.body.levels);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/settings/:setting/level_activation',
    summary: 'Level activation of a setting (clockout_attestation, rewards_and_recognition)',
    tags: TAGS,
    params: settingParams,
    data: levelsAnswer,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      return answer(brand, serviceOf(request.params.setting));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/settings/:setting/level_activation',
    summary: 'Switches a setting on or off for levels of the brand’s subtree',
    tags: TAGS,
    params: settingParams,
    body: levelsBody,
    data: levelsAnswer,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const code = serviceOf(request.params.setting);
      if (request.body.service_code && request.body.service_code !== code) {
        throw badRequest('SETTINGS.SERVICE_MISMATCH', `This setting configures ${code}`);
      }
      return save(principalOf(request).sub, brand, code, request.body.levels);
    },
  });
}
