import { ContainerModule } from 'inversify';
import { BrandProfileApiPort } from '../src-domain/brands/brand-profile-api.port';
import { AttestationApiPort } from '../src-domain/attestation/attestation-api.port';
import { CsvWriterPort } from '../src-domain/dashboards/csv-writer.port';
import { DashboardsApiPort } from '../src-domain/dashboards/dashboards-api.port';
import { JobAdsApiPort } from '../src-domain/job-ads/job-ads-api.port';
import { MessagingApiPort } from '../src-domain/messaging/messaging-api.port';
import { MediaApiPort } from '../src-domain/media/media-api.port';
import { PositionsApiPort } from '../src-domain/positions/positions-api.port';
import { DrawHashingPort } from '../src-domain/rewards/draw-hashing.port';
import { RewardsApiPort } from '../src-domain/rewards/rewards-api.port';
import { TeamApiPort } from '../src-domain/team/team-api.port';
import { TagsApiPort } from '../src-domain/tags/tags-api.port';
import { SearchApiPort } from '../src-domain/search/search-api.port';
import { HttpSearchApi } from './search/http-search-api.adapter';
import { HttpBrandProfileApi } from './brands/http-brand-profile-api.adapter';
import { HttpAttestationApi } from './attestation/http-attestation-api.adapter';
import { CsvStringifyWriter } from './dashboards/csv-stringify-writer.adapter';
import { HttpDashboardsApi } from './dashboards/http-dashboards-api.adapter';
import { HttpJobAdsApi } from './job-ads/http-job-ads-api.adapter';
import { HttpMessagingApi } from './messaging/http-messaging-api.adapter';
import { HttpMediaApi } from './media/http-media-api.adapter';
import { HttpPositionsApi } from './positions/http-positions-api.adapter';
import { HttpPositionPostingsApi } from './positions/http-position-postings-api.adapter';
import { PositionPostingsApiPort } from '../src-domain/careers/position-postings-api.port';
import { HttpRewardsApi } from './rewards/http-rewards-api.adapter';
import { WebCryptoDrawHashing } from './rewards/web-crypto-draw-hashing.adapter';
import { HttpTeamApi } from './team/http-team-api.adapter';
import { HttpTagsApi } from './tags/http-tags-api.adapter';
import { LogbookApiPort } from '../src-domain/logbook/logbook-api.port';
import { HttpLogbookApi } from './logbook/http-logbook-api.adapter';
import { UserLocationApiPort } from '../src-domain/location/user-location-api.port';
import { HttpUserLocationApi } from './location/http-user-location-api.adapter';
import { TimeClockApiPort } from '../src-domain/time-clock/time-clock-api.port';
import { BackgroundSyncPort } from '../src-domain/time-clock/background-sync.port';
import { PunchQueuePort } from '../src-domain/time-clock/punch-queue.port';
import { HttpTimeClockApi } from './time-clock/http-time-clock-api.adapter';
import { IndexedDbPunchQueue } from './time-clock/indexeddb-punch-queue.adapter';
import { ServiceWorkerBackgroundSync } from './time-clock/service-worker-background-sync.adapter';
import { SchedulesApiPort } from '../src-domain/schedules/schedules-api.port';
import { HttpSchedulesApi } from './schedules/http-schedules-api.adapter';
import { ScheduleAvailabilityApiPort } from '../src-domain/schedules/schedule-availability-api.port';
import { ScheduleFeedApiPort } from '../src-domain/schedules/schedule-feed-api.port';
import { HttpScheduleAvailabilityApi } from './schedules/http-schedule-availability-api.adapter';
import { HttpScheduleFeedApi } from './schedules/http-schedule-feed-api.adapter';
import { ScheduleRulesApiPort } from '../src-domain/schedules/schedule-rules-api.port';
import { HttpScheduleRulesApi } from './schedules/http-schedule-rules-api.adapter';
import { ScheduleWagesApiPort } from '../src-domain/schedules/schedule-wages-api.port';
import { HttpScheduleWagesApi } from './schedules/http-schedule-wages-api.adapter';
import { ScheduleTemplatesApiPort } from '../src-domain/schedules/schedule-templates-api.port';
import { HttpScheduleTemplatesApi } from './schedules/http-schedule-templates-api.adapter';
import { TimesheetsApiPort } from '../src-domain/timesheets/timesheets-api.port';
import { HttpTimesheetsApi } from './timesheets/http-timesheets-api.adapter';
import { JobsApiPort } from '../src-domain/jobs/jobs-api.port';
import { HttpJobsApi } from './jobs/http-jobs-api.adapter';
import { VitalsApiPort } from '../src-domain/telemetry/vitals-api.port';
import { HttpVitalsApi } from './telemetry/http-vitals-api.adapter';
import { NotificationPreferencesApiPort } from '../src-domain/notifications/notification-preferences-api.port';
import { HttpNotificationPreferencesApi } from './notifications/http-notification-preferences-api.adapter';
import { InterviewsApiPort } from '../src-domain/interviews/interviews-api.port';
import { HttpInterviewsApi } from './interviews/http-interviews-api.adapter';

/**
 * Binds the API ports of the signed-in areas (rule 15) to their adapters. Loaded into the
 * container in a chunk of its own when the first signed-in screen opens (src/area-modules.ts),
 * so guest pages (login, sign-up, password reset) never download these adapters. The ports
 * guest pages and app-wide stores use are bound by apiModule.
 */
export const areaApiModule = new ContainerModule(({ bind }) => {
  bind(AttestationApiPort).to(HttpAttestationApi);
  bind(BrandProfileApiPort).to(HttpBrandProfileApi);
  bind(DashboardsApiPort).to(HttpDashboardsApi);
  // The report's CSV download (hiring-report.store.ts): the library lands in the area chunk.
  bind(CsvWriterPort).to(CsvStringifyWriter);
  bind(JobAdsApiPort).to(HttpJobAdsApi);
  bind(MessagingApiPort).to(HttpMessagingApi);
  bind(MediaApiPort).to(HttpMediaApi);
  bind(PositionsApiPort).to(HttpPositionsApi);
  bind(PositionPostingsApiPort).to(HttpPositionPostingsApi);
  bind(RewardsApiPort).to(HttpRewardsApi);
  // The proof page's hashing: WebCrypto, in the browser and in Node 20 alike.
  bind(DrawHashingPort).to(WebCryptoDrawHashing);
  bind(TeamApiPort).to(HttpTeamApi);
  bind(TagsApiPort).to(HttpTagsApi);
  bind(SearchApiPort).to(HttpSearchApi);
  bind(UserLocationApiPort).to(HttpUserLocationApi);
  bind(LogbookApiPort).to(HttpLogbookApi);
  bind(TimeClockApiPort).to(HttpTimeClockApi);
  // One instance: it holds the open IndexedDB connection of the offline punch queue.
  bind(IndexedDbPunchQueue).toSelf();
  bind(PunchQueuePort).toService(IndexedDbPunchQueue);
  bind(BackgroundSyncPort).to(ServiceWorkerBackgroundSync);
  bind(SchedulesApiPort).to(HttpSchedulesApi);
  bind(ScheduleAvailabilityApiPort).to(HttpScheduleAvailabilityApi);
  bind(ScheduleFeedApiPort).to(HttpScheduleFeedApi);
  bind(ScheduleRulesApiPort).to(HttpScheduleRulesApi);
  bind(ScheduleWagesApiPort).to(HttpScheduleWagesApi);
  bind(ScheduleTemplatesApiPort).to(HttpScheduleTemplatesApi);
  bind(TimesheetsApiPort).to(HttpTimesheetsApi);
  bind(JobsApiPort).to(HttpJobsApi);
  bind(VitalsApiPort).to(HttpVitalsApi);
  bind(NotificationPreferencesApiPort).to(HttpNotificationPreferencesApi);
  bind(InterviewsApiPort).to(HttpInterviewsApi);
});
