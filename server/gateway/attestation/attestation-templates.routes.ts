import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { attestationProblems, editMakesNewVersion, type AttestationDraft } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, StringEnum } from '../route-schema';
import { requireAttestationManager } from './attestation-access';
import { attestationErrors } from './attestation.errors';
import {
  archiveTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  reorderTemplates,
  saveTemplate,
} from './attestation-templates.repository';
import { contentOf, draftOf, templateView } from './attestation-template.view';
import {
  SettingParams,
  TemplateContentBody,
  TemplateEditBody,
  TemplateListSchema,
  TemplateParams,
  TemplateSchema,
} from './attestation.schema';

const TAGS = ['Clock-out attestation'];
const BASE = '/v1/brands/:id/settings/:setting/attestation_templates';

/** 400 with the first problem's code unless the draft is valid and targets only the brand's subtree. */
async function requireValid(db: Kysely<Database>, brand: BrandRow, draft: AttestationDraft): Promise<void> {
  const problems = attestationProblems(draft);
  if (problems.length > 0) throw attestationErrors.invalid(problems);
  const ids = draft.targeting.brandIds;
  if (ids.length === 0) return;
  const inside = await db
    .selectFrom('brands')
    .select('id')
    .where('id', 'in', ids)
    .where('path', '>=', brand.path)
    .where('path', '<', `${brand.path}~`)
    .execute();
  const found = new Set(inside.map((row) => row.id));
  const outside = ids.find((id) => !found.has(id));
  if (outside !== undefined) throw attestationErrors.targetOutsideBrand(outside);
}

/**
 * attestation_templates of spec 001 §7 (clock-out attestation questions): list, create, read,
 * edit (optimistic `revision`; a question with answers gets a new version), archive (DELETE 204)
 * and reorder. Every call needs the module's service and MANAGE_CLOCKOUT_ATTESTATION on the brand.
 */
export function registerAttestationTemplateRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: BASE,
    summary:
      'The brand’s clock-out attestation questions in their order (status ACTIVE by default, ARCHIVED or ALL)',
    tags: TAGS,
    params: SettingParams,
    querystring: Type.Object({
      status: Type.Optional({ ...StringEnum(['ACTIVE', 'ARCHIVED', 'ALL'] as const), default: 'ACTIVE' }),
    }),
    data: TemplateListSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const asked = request.query.status ?? 'ACTIVE';
      const status = asked === 'ALL' ? undefined : asked;
      const records = await listTemplates(db, brand.id, request.params.setting, status);
      return { brand_id: brand.id, templates: records.map(templateView) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: BASE,
    status: 201,
    summary:
      'Creates a question (201) at the end of the list. 400 ATTESTATION.* when invalid (choice without options, flag on a missing option, effective_to before effective_from, text over limits); nothing saved',
    tags: TAGS,
    params: SettingParams,
    body: TemplateContentBody,
    data: TemplateSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const draft = draftOf(request.body);
      await requireValid(db, brand, draft);
      const now = new Date().toISOString();
      const id = await db.transaction().execute((trx) =>
        insertTemplate(trx, {
          brandId: brand.id,
          setting: request.params.setting,
          content: contentOf(draft),
          userId: principalOf(request).sub,
          now,
        }),
      );
      const record = await findTemplate(db, brand.id, request.params.setting, id);
      return templateView(record!);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/order`,
    summary: 'Puts the active questions in the order given (each active id exactly once); answers the list',
    tags: TAGS,
    params: SettingParams,
    body: Body({ ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, uniqueItems: true }) }, [
      'ids',
    ]),
    data: TemplateListSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const { setting } = request.params;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const active = await listTemplates(trx, brand.id, setting, 'ACTIVE');
        const ids = request.body.ids;
        const activeIds = new Set(active.map((record) => record.template.id));
        if (ids.length !== activeIds.size || ids.some((id) => !activeIds.has(id))) {
          throw attestationErrors.orderMismatch();
        }
        await reorderTemplates(trx, ids, now);
      });
      const records = await listTemplates(db, brand.id, setting, 'ACTIVE');
      return { brand_id: brand.id, templates: records.map(templateView) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:template`,
    summary: 'One question with its current content, its revision and every version with its answer count',
    tags: TAGS,
    params: TemplateParams,
    data: TemplateSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const record = await findTemplate(db, brand.id, request.params.setting, request.params.template);
      if (!record) throw attestationErrors.templateNotFound(request.params.template, brand.id);
      return templateView(record);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/:template`,
    summary:
      'Edits a question over the `revision` it was read at: 409 ATTESTATION.REVISION_CONFLICT when somebody saved since (nothing written). A question that has answers gets a new version; answers keep theirs',
    tags: TAGS,
    params: TemplateParams,
    body: TemplateEditBody,
    data: TemplateSchema,
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const { setting, template: id } = request.params;
      const { revision, ...wire } = request.body;
      const draft = draftOf(wire);
      await requireValid(db, brand, draft);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const record = await findTemplate(trx, brand.id, setting, id);
        if (!record) throw attestationErrors.templateNotFound(id, brand.id);
        if (record.template.status === 'ARCHIVED') throw attestationErrors.archived(id);
        if (record.template.revision !== revision) {
          throw attestationErrors.revisionConflict(id, record.template.revision);
        }
        const answers =
          record.versions.find((v) => v.version === record.template.current_version)?.answer_count ?? 0;
        const saved = await saveTemplate(trx, record, {
          revision,
          content: contentOf(draft),
          newVersion: editMakesNewVersion(answers),
          userId: principalOf(request).sub,
          now,
        });
        if (!saved) throw attestationErrors.revisionConflict(id, revision + 1);
      });
      return templateView((await findTemplate(db, brand.id, setting, id))!);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${BASE}/:template`,
    summary: 'Archives a question (204): it leaves the active list; its versions and answers stay',
    tags: TAGS,
    params: TemplateParams,
    status: 204,
    data: Type.Null(),
    handler: async (request) => {
      const brand = await requireAttestationManager(context, request, request.params.id);
      const { setting, template: id } = request.params;
      await db.transaction().execute(async (trx) => {
        const record = await findTemplate(trx, brand.id, setting, id);
        if (!record) throw attestationErrors.templateNotFound(id, brand.id);
        if (record.template.status !== 'ARCHIVED') await archiveTemplate(trx, id, new Date().toISOString());
      });
      return null;
    },
  });
}
