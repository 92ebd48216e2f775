import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mfaStanding } from '../account/mfa.routes';
import { nodeOfBrand } from '../brands/brand-nodes';
import { brandMedia, effectiveSettings, findBrand, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandNodeRef, BrandPolicySchema, BrandSettingsSchema } from '../brands/brands.schema';
import { Nullable } from '../route-schema';
import { profileSchemeSchema } from '../platform/platform.routes';
import { brandSettingsWire } from '../policy/policy.routes';
import { policiesFor } from '../policy/grants.repository';
import { requireProfile } from './profiles.repository';
import { userRecordFrom, userSchema } from './user-record';

/* The context's brand node, policy and settings: the brands area's schemas, as their single routes answer. */
const contextBrandSchema = BrandNodeRef;
const contextPolicySchema = BrandPolicySchema;
const contextSettingsSchema = BrandSettingsSchema;

/**
 * GET /v1/users/session_bootstrap (issue #20 "the way in"): in one read, what the first screen
 * after sign-in needs — the user record (persona, highest parent), the multi-factor standing,
 * whether the entry brand's account is suspended, the saved home page, and for the context brand
 * its node, policy, settings and profile scheme. Each part answers as its single route does
 * (GET /v1/users/info, /v1/users/mfa/setup/status, /v1/brands/{id}/account_suspension/check,
 * /v1/users/navigation_preferences, /v1/users/brands/{id}/policy, /v1/brands/{id}/settings,
 * /v1/employers/profile_scheme); those routes stay for the screens that read one part.
 */
export function registerSessionBootstrapRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, identity } = context;

  /**
   * The context brand: `hint` (the brand the page last worked in) when the caller may see it, else
   * the entry brand when the caller may see it (a member or grant holder there: the entry brand
   * alone opens nothing, issue #28), else none. Employers only. Never a brand outside
   * the caller's subtrees, so a stale or foreign hint costs nothing and reveals nothing.
   */
  async function contextBrand(
    request: FastifyRequest,
    employer: boolean,
    candidates: readonly (number | null | undefined)[],
  ): Promise<BrandRow | undefined> {
    if (!employer) return undefined;
    const scope = context.scopeOf(request);
    for (const id of candidates) {
      if (id === null || id === undefined) continue;
      const brand = await findBrand(db, id);
      if (brand && (await scope.canSee(brand))) return brand;
    }
    return undefined;
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/session_bootstrap',
    summary:
      'What the first screen after sign-in needs, in one read: user, MFA standing, suspension, home-page preference and the context brand’s node, policy, settings and scheme',
    tags: ['Users'],
    querystring: Type.Object({ context_brand_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
    data: Type.Object({
      user: userSchema,
      mfa: Type.Object({ mfa_required: Type.Boolean(), is_setup: Type.Boolean() }),
      account_suspension: Nullable(Type.Object({ brand_id: Type.Integer(), is_suspended: Type.Boolean() })),
      navigation_preferences: Type.Object({ default_home_page: Nullable(Type.String()) }),
      context: Nullable(
        Type.Object({
          brand: contextBrandSchema,
          policy: contextPolicySchema,
          settings: contextSettingsSchema,
          profile_scheme: profileSchemeSchema,
        }),
      ),
    }),
    handler: async (request) => {
      const principal = principalOf(request);
      const [profile, identityUser] = await Promise.all([
        requireProfile(db, principal.sub),
        identity.findUserById(principal.sub),
      ]);
      const employer = profile.user_employer === 1;
      const [user, entry, brand] = await Promise.all([
        userRecordFrom(db, principal, profile, { persona: true, highestParent: true }),
        contextBrand(request, employer, [profile.entry_brand_id]),
        contextBrand(request, employer, [request.query.context_brand_id, profile.entry_brand_id]),
      ]);
      const mfa = mfaStanding(profile, identityUser);
      const [entrySettings, facts] = await Promise.all([
        entry ? effectiveSettings(db, entry) : undefined,
        brand
          ? Promise.all([
              nodeOfBrand(db, brand, principal.sub),
              policiesFor(db, principal.sub, [brand]),
              effectiveSettings(db, brand),
              brandMedia(db, brand),
            ])
          : undefined,
      ]);
      return {
        user,
        mfa: { mfa_required: mfa.required, is_setup: mfa.isSetup },
        account_suspension:
          entry && entrySettings
            ? { brand_id: entry.id, is_suspended: entrySettings.is_suspended === 1 }
            : null,
        navigation_preferences: { default_home_page: profile.default_home_page },
        // policiesFor answers one policy per brand asked.
        context:
          brand && facts && facts[1][0]
            ? {
                brand: facts[0],
                policy: facts[1][0],
                settings: brandSettingsWire(brand.id, facts[2]),
                profile_scheme: { ...facts[3], brand_id: brand.id },
              }
            : null,
      };
    },
  });
}
