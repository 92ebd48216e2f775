import multipart from '@fastify/multipart';
import { mediaStoreOf } from '../storage/media-store';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore, sweepRateLimitCounters } from './rate-limit.store';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { identityServiceFor } from '../identity/identity.service';
import { createRecaptchaVerifier } from './account/recaptcha.verifier';
import { registerAccountRoutes } from './account/account.routes';
import { registerMfaRoutes } from './account/mfa.routes';
import { registerPasswordResetRoutes } from './account/password-reset.routes';
import { registerRegistrationRoutes } from './account/registration.routes';
import { devPagesGuard } from '../dev/dev-pages.guard';
import { registerAttestationRoutes } from './attestation/attestation.routes';
import { authHook } from './auth.hook';
import { registerBrandDataRoutes } from './brands/brand-data.routes';
import { registerControlCharacters } from './control-characters.hook';
import { registerBrandRoutes } from './brands/brands.routes';
import { registerDashboardRoutes } from './dashboards/dashboards.routes';
import { FaultSwitch, registerFaultRequestHook, registerFaultSendHook } from './faults.switch';
import { registerFaultRoutes } from './faults.routes';
import { createGatewayContext, type GatewayContext } from './gateway.context';
import { GatewayError } from './gateway.errors';
import { gatewayErrorHandler } from './gateway.errors.handler';
import { BrandNodeSchema } from './brands/brands.schema';
import { registerIdempotency } from './idempotency.hook';
import { registerJobAdsRoutes } from './job-ads/job-ads.routes';
import { registerBrandMediaRoutes } from './media/brand-media.routes';
import { mediaPlugin } from './media/media.plugin';
import { sweepMediaUploads } from './media/media-uploads.sweeper';
import { sweepResumeUploads } from './careers/resume-uploads.sweeper';
import { registerUploadRoutes } from './media/upload.routes';
import { loadUploadKey, UploadSigner } from './media/upload-signing';
import { MAX_FILES } from './messaging/attachments.store';
import { sweepMessageFiles } from './messaging/attachments.sweeper';
import { registerMessagingRoutes } from './messaging/messaging.routes';
import { registerProfilePhotoRoutes } from './media/profile-photo.routes';
import { registerDemoRequestRoutes } from './platform/demo-requests.routes';
import { registerLightSignupRoutes } from './platform/light-signup.routes';
import { registerPlatformRoutes } from './platform/platform.routes';
import { registerPolicyRoutes } from './policy/policy.routes';
import { registerPositionRoutes } from './positions/positions.routes';
import { registerPositionWriteRoutes } from './positions/position-writes.routes';
import { registerPositionLifecycleRoutes } from './positions/position-lifecycle.routes';
import { registerCareersRoutes } from './careers/careers.routes';
import { registerResumeUploadRoutes } from './careers/resume-upload.routes';
import { RESUME_UPLOAD_PATH_PREFIX } from './careers/resume-formats';
import { registerRewardsRoutes } from './rewards/rewards.routes';
import { registerRumRoutes } from './rum/rum.routes';
import { registerLevelActivationRoutes } from './settings/level-activation.routes';
import { registerTagsArea } from './tags/tags-area.routes';
import { registerLogbookArea } from './logbook/logbook-area.routes';
import { registerTeamRoutes } from './team/team.routes';
import { registerUserRoutes } from './users/users.routes';
import type { LiveHub } from './live/live-hub';
import { registerLiveEventRoutes } from './live/live-events.routes';
import { registerSessionBootstrapRoutes } from './users/session-bootstrap.routes';
import { registerTimeClockRoutes } from './time-clock/time-clock.routes';
import { registerSchedulesRoutes } from './schedules/schedules.routes';
import { registerTimesheetsRoutes } from './timesheets/timesheets.routes';
import { registerJobsRoutes } from './jobs/jobs.routes';
import { registerSearchRoutes } from './search/search.routes';
import { registerSmsArea } from './sms/sms-area.routes';
import { registerInterviewsArea } from './interviews/interviews-area.routes';
import { registerNotificationsArea } from './notifications/notifications-area';

/**
 * The gateway at /api/core (spec 000 §7 and the brand and policy rows of 001 §7), its OpenAPI
 * document at /api/docs/json and page at /api/docs, and with DEV_PAGES on the fault switch at
 * /dev/faults. Every route: JSON schemas, the `{data, status_code}` envelope, bearer tokens
 * verified by IdentityService unless the route is a guest route (README "Gateway").
 */
export const gatewayPlugin: FastifyPluginAsync<AppDependencies & { live: LiveHub }> = async (app, deps) => {
  const faults = new FaultSwitch();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Brigade core gateway',
        description:
          'Spec 000 §7, the brand and policy reads of 001 §7 and its messaging, positions and team rows (the hiring workspace, issue #13), tags and talent pools (#14), brand media and the brand profile (#15), clock-out attestation and the risk dashboard (#16), rewards and recognition (#17: budgets, recognitions, the news feed, raffles with a verifiable draw, rules, engagement), the job-ad provider (#18) and level activation. Answers are `{data, status_code: 200}` (201 / 204 where a route says so); failures `{status_code, error: {code, message}}`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Shared schemas (addSchema) are published under their $id (components.schemas.BrandNode,
    // the live events' `LiveEvent.<name>`), so the generated client types name them stably.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Locally the docs are plain http: upgrading their requests to https would break the page.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const context = createGatewayContext({
    db: deps.db,
    config: deps.config,
    identity: identityServiceFor(deps),
    recaptcha: createRecaptchaVerifier(deps.config.recaptchaSecret),
  });
  await app.register(async (api) => apiRoutes(api, context, faults, deps.live), { prefix: '/api/core' });
  await app.register(mediaPlugin, deps);
  if (deps.config.devPages !== 'off') {
    await app.register(async (dev) => {
      dev.addHook('onRequest', devPagesGuard(deps.config));
      registerFaultRoutes(dev, faults);
    });
  }
};

async function apiRoutes(
  api: FastifyInstance,
  context: GatewayContext,
  faults: FaultSwitch,
  live: LiveHub,
): Promise<void> {
  const { config } = context;
  api.setErrorHandler(gatewayErrorHandler);
  api.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status_code: 404, error: { code: 'NOT_FOUND', message: 'Not found' } }),
  );
  api.addSchema(BrandNodeSchema);
  if (config.devPages !== 'off') registerFaultRequestHook(api, faults);

  // Sign-in-ish, reset and registration routes are rate limited per client address.
  api.addHook('onRoute', (route) => {
    if (route.config?.sensitive) {
      route.config = {
        ...route.config,
        rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs },
      };
    }
  });
  // Counters in the database: every server process counts against the same limit.
  await api.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(context.db),
    errorResponseBuilder: (_request, limit) =>
      new GatewayError(
        429,
        'RATE_LIMITED',
        `Too many requests, try again in ${Math.ceil(limit.ttl / 1000)} s`,
      ),
  });
  await api.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
  });

  registerControlCharacters(api);
  // The longest window of any counter: a row is swept only once no limit still reads it.
  sweepRateLimitCounters(
    api,
    context.db,
    Math.max(config.rateLimitWindowMs, config.mediaPresignWindowMs, config.photoReplaceWindowMs),
  );
  sweepMediaUploads(api, context.db, mediaStoreOf(config), config.dataDir, config.mediaUnregisteredTtlMs);
  sweepMessageFiles(api, context.db, mediaStoreOf(config));
  sweepResumeUploads(api, context.db, mediaStoreOf(config));
  api.addHook('onRequest', authHook(context.identity));
  // A keyed upload is read whole to fingerprint it: at most a message's files and its text.
  registerIdempotency(api, context.db, {
    maxMultipartBytes: (MAX_FILES + 1) * config.uploadMaxBytes + 1024 * 1024,
  });

  registerUserRoutes(api, context);
  registerSessionBootstrapRoutes(api, context);
  registerAccountRoutes(api, context);
  registerMfaRoutes(api, context);
  registerPasswordResetRoutes(api, context);
  registerRegistrationRoutes(api, context);
  registerProfilePhotoRoutes(api, context);
  const signer = new UploadSigner(loadUploadKey(config.dataDir, config.mediaUploadKey));
  registerBrandMediaRoutes(api, context, signer);
  registerUploadRoutes(api, context, signer);
  registerBrandRoutes(api, context);
  registerBrandDataRoutes(api, context);
  registerPolicyRoutes(api, context);
  registerPlatformRoutes(api, context);
  registerDemoRequestRoutes(api, context);
  registerLightSignupRoutes(api, context);
  registerDashboardRoutes(api, context);
  registerMessagingRoutes(api, context);
  registerPositionRoutes(api, context);
  registerTeamRoutes(api, context);
  registerLevelActivationRoutes(api, context);
  registerJobAdsRoutes(api, context);
  registerAttestationRoutes(api, context);
  registerRewardsRoutes(api, context);
  registerRumRoutes(api, context);
  registerTagsArea(api, context);
  registerLiveEventRoutes(api, context, live);
  registerLogbookArea(api, context);
  registerTimeClockRoutes(api, context);
  registerSchedulesRoutes(api, context);
  registerPositionWriteRoutes(api, context);
  registerPositionLifecycleRoutes(api, context);
  registerCareersRoutes(api, context);
  registerResumeUploadRoutes(
    api,
    context,
    new UploadSigner(loadUploadKey(config.dataDir, config.mediaUploadKey), RESUME_UPLOAD_PATH_PREFIX),
  );
  registerTimesheetsRoutes(api, context);
  registerJobsRoutes(api, context);
  registerSearchRoutes(api, context);
  registerSmsArea(api, context);
  registerInterviewsArea(api, context);
  registerNotificationsArea(api, context);

  if (config.devPages !== 'off') registerFaultSendHook(api);
}
