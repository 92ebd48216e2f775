import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pathIds, type BrandRow } from './brands.repository';
import type { ApprovalFlowWire, BreakWaiverWire } from './brands.schema';

/**
 * The break-waiver settings of a brand: its own row, else the nearest ancestor's (files come
 * from the same brand as the settings). Disabled with no files when no brand on the path has a row.
 */
export async function breakWaiverSettings(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'id' | 'path'>,
): Promise<BreakWaiverWire> {
  const chain = pathIds(brand.path);
  const rows = await db
    .selectFrom('break_waiver_settings')
    .selectAll()
    .where('brand_id', 'in', chain)
    .execute();
  const byId = new Map(rows.map((row) => [row.brand_id, row]));
  const sourceId = [...chain].reverse().find((id) => byId.has(id));
  const row = sourceId === undefined ? undefined : byId.get(sourceId);
  if (!row) {
    return {
      brand_id: brand.id,
      source_brand_id: null,
      enabled: false,
      retention_days: null,
      require_signature: false,
      files: [],
    };
  }
  const files = await db
    .selectFrom('break_waiver_files')
    .select(['id', 'name', 'path'])
    .where('brand_id', '=', row.brand_id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    brand_id: brand.id,
    source_brand_id: row.brand_id,
    enabled: row.enabled === 1,
    retention_days: row.retention_days,
    require_signature: row.require_signature === 1,
    files,
  };
}

function parseSteps(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((step): step is string => typeof step === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The approval flows of a service for a brand: those the nearest brand on its path (itself
 * first, then up) defines for that service; empty when none does.
 */
export async function approvalFlows(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'path'>,
  serviceCode: string,
): Promise<ApprovalFlowWire[]> {
  const chain = pathIds(brand.path);
  const rows = await db
    .selectFrom('approval_flows')
    .selectAll()
    .where('brand_id', 'in', chain)
    .where('service_code', '=', serviceCode)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const owner = [...chain].reverse().find((id) => rows.some((row) => row.brand_id === id));
  return rows
    .filter((row) => row.brand_id === owner)
    .map((row) => ({
      id: row.id,
      name: row.name,
      steps: parseSteps(row.steps_json),
      brand_id: row.brand_id,
    }));
}
