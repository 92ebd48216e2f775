import type { FastifyInstance } from 'fastify';
import {
  ATTESTATION_LIMITS,
  FALLBACK_LANGUAGE,
  STATIC_FIELD_KINDS,
  staticFieldProblems,
  withoutBlankLanguages,
  type LocalizedText,
} from '../../../src-domain/index';
import { badRequest } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute } from '../gateway.route';
import { arrayOf, body, int, object } from '../gateway.schema';
import { requireAttestationManager } from './attestation-access';
import { attestationErrors } from './attestation.errors';
import { localizedTextSchema, settingItemParams, settingParams, staticFieldSchema } from './attestation.wire';
import {
  deleteStaticField,
  findStaticField,
  findStaticFieldOfKind,
  insertStaticField,
  listStaticFields,
  updateStaticField,
} from './static-fields.repository';

const TAGS = ['Clock-out attestation'];
const BASE = '/v1/brands/:id/settings/:setting/static_fields';

const fieldParams = settingItemParams('field');

/** The stored JSON of a static text; 400 with the first problem of `staticFieldProblems` otherwise. */
function storedText(text: LocalizedText): string {
  const [problem] = staticFieldProblems(text);
  if (problem?.code === 'ATTESTATION.TEXT_MISSING') {
    throw badRequest(problem.code, `A static field needs its ${FALLBACK_LANGUAGE} text`);
  }
  if (problem) {
    throw badRequest(
      problem.code,
      `The ${problem.field.slice('text.'.length)} text is over ${ATTESTATION_LIMITS.staticFieldText} characters`,
    );
  }
  return JSON.stringify(withoutBlankLanguages(text));
}

const view = (row: { id: number; kind: string; text_json: string }) => ({
  id: row.id,
  kind: row.kind,
  text: JSON.parse(row.text_json) as LocalizedText,
});

/**
 * static_fields of spec 001 §7: the disclaimer, certification and signature texts shown with the
 * questions, per language (one of each kind per brand and setting).
 */
export function registerStaticFieldRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number; setting: string } }>(app, {
    method: 'GET',
    url: BASE,
    summary: 'The static texts (disclaimer, certification, signature) shown with the questions',
    tags: TAGS,
    params: settingParams,
    data: object({ brand_id: int, static_fields: arrayOf(staticFieldSchema) }),
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const rows = await listStaticFields(db, brand.id, request.params.setting);
      return { brand_id: brand.id, static_fields: rows.map(view) };
    },
  });

  defineUntypedRoute<{
    Params: { id: number; setting: string };
    Body: { kind: string; text: LocalizedText };
  }>(app, {
    method: 'POST',
    url: BASE,
    status: 201,
    summary: 'Adds a static text (201); 409 ATTESTATION.STATIC_FIELD_EXISTS when the kind exists',
    tags: TAGS,
    params: settingParams,
    body: body({ kind: { type: 'string', enum: [...STATIC_FIELD_KINDS] }, text: localizedTextSchema }, [
      'kind',
      'text',
    ]),
    data: staticFieldSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const { setting } = request.params;
      const textJson = storedText(request.body.text);
      const id = await db.transaction().execute(async (trx) => {
        if (await findStaticFieldOfKind(trx, brand.id, setting, request.body.kind)) {
          throw attestationErrors.staticFieldExists(request.body.kind);
        }
        return insertStaticField(trx, {
          brandId: brand.id,
          setting,
          kind: request.body.kind,
          textJson,
          now: new Date().toISOString(),
        });
      });
      return view((await findStaticField(db, brand.id, setting, id))!);
    },
  });

  defineUntypedRoute<{
    Params: { id: number; setting: string; field: number };
    Body: { text: LocalizedText };
  }>(app, {
    method: 'PUT',
    url: `${BASE}/:field`,
    summary: 'Replaces a static text’s languages',
    tags: TAGS,
    params: fieldParams,
    body: body({ text: localizedTextSchema }, ['text']),
    data: staticFieldSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const { setting, field } = request.params;
      const textJson = storedText(request.body.text);
      const existing = await findStaticField(db, brand.id, setting, field);
      if (!existing) throw attestationErrors.staticFieldNotFound(field, brand.id);
      await updateStaticField(db, field, textJson, new Date().toISOString());
      return view((await findStaticField(db, brand.id, setting, field))!);
    },
  });

  defineUntypedRoute<{ Params: { id: number; setting: string; field: number } }>(app, {
    method: 'DELETE',
    url: `${BASE}/:field`,
    summary: 'Removes a static text (204)',
    tags: TAGS,
    params: fieldParams,
    status: 204,
    data: { type: 'null' },
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const { setting, field } = request.params;
      const existing = await findStaticField(db, brand.id, setting, field);
      if (!existing) throw attestationErrors.staticFieldNotFound(field, brand.id);
      await deleteStaticField(db, field);
      return null;
    },
  });
}
