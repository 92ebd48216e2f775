import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../route-schema';

/**
 * Schemas of brands shared by several areas (spec 000 §3): a brand's services, the caller's
 * policy on a brand, a brand's settings and the brand node of the trees. TypeBox: each is at once
 * what Ajv validates, what the serialiser writes, what the OpenAPI document publishes and a type.
 */

/** A service of a brand with its sub-services. */
export const ServiceSchema = Type.Object({
  code: Type.String(),
  type: Type.String(),
  sub_services: Type.Array(Type.Object({ code: Type.String() })),
});
export type ServiceWire = Static<typeof ServiceSchema>;

/** A condition restricting a permission: its type and the codes it allows. */
export const ConditionSchema = Type.Object({
  type: Type.String(),
  values: Type.Array(Type.Object({ code: Type.String() })),
});

/** A permission granted on a brand; no conditions means unrestricted. */
export const PermissionSchema = Type.Object({
  name: Type.String(),
  conditions: Type.Array(ConditionSchema),
});

/** The caller's policy on one brand: permissions and accesses granted on it or above. */
export const BrandPolicySchema = Type.Object({
  brandId: Type.Integer(),
  permissions: Type.Array(PermissionSchema),
  user_accesses: Type.Array(Type.String()),
});
export type BrandPolicyWire = Static<typeof BrandPolicySchema>;

/** GET /v1/brands/{id}/settings (and the session bootstrap's context settings). */
export const BrandSettingsSchema = Type.Object({
  brand_id: Type.Integer(),
  atr_type: Nullable(Type.String()),
  location_filter_type: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
  is_suspended: Type.Boolean(),
  position_management_mode: Nullable(Type.String()),
});

/**
 * A brand node (spec 000 §3), registered once by the gateway (`api.addSchema`) under the id
 * `BrandNode` and referenced by routes through `BrandNodeRef`: the OpenAPI document publishes it
 * once as a component, and its `brands` (children, in STRUCTURED views) refer to it again.
 * `permissions`, `jobs`, `brands` and `parent` appear only in the answers that ask for them.
 */
export const BrandNodeSchema = Type.Recursive(
  (Node) =>
    Type.Object({
      id: Type.Integer(),
      type: Type.String(),
      name: Type.String(),
      group_id: Type.Integer(),
      parent_id: Nullable(Type.Integer()),
      parent_type: Nullable(Type.String()),
      is_favourite: Type.Boolean(),
      access_type: Type.String(),
      archived: Type.Boolean(),
      services: Type.Array(ServiceSchema),
      permissions: Type.Optional(Type.Array(PermissionSchema)),
      jobs: Type.Optional(
        Type.Array(
          Type.Object({
            id: Type.Integer(),
            title: Type.String(),
            category: Type.String(),
            level: Nullable(Type.String()),
          }),
        ),
      ),
      brands: Type.Optional(Type.Array(Node)),
      parent: Type.Optional(
        Nullable(Type.Object({ id: Type.Integer(), type: Type.String(), name: Type.String() })),
      ),
    }),
  { $id: 'BrandNode' },
);
export type BrandNode = Static<typeof BrandNodeSchema>;

/** A brand node in a route's schema: a reference to the registered `BrandNode`. */
export const BrandNodeRef = Type.Unsafe<BrandNode>({ $ref: 'BrandNode#' });

/** GET /v1/brands/{id}/break_waiver_files/settings. */
export const BreakWaiverSchema = Type.Object({
  brand_id: Type.Integer(),
  source_brand_id: Nullable(
    Type.Integer({
      description:
        'The brand whose settings answered (the brand itself or the nearest ancestor); null = none set',
    }),
  ),
  enabled: Type.Boolean(),
  retention_days: Nullable(Type.Integer()),
  require_signature: Type.Boolean(),
  files: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), path: Type.String() })),
});
export type BreakWaiverWire = Static<typeof BreakWaiverSchema>;

/** An approval flow of a service. */
export const ApprovalFlowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  steps: Type.Array(Type.String()),
  brand_id: Type.Integer({
    description: 'The brand that defines the flow (the brand itself or an ancestor)',
  }),
});
export type ApprovalFlowWire = Static<typeof ApprovalFlowSchema>;
