/**
 * The tables of the embedded database, one interface per feature, joined here for kysely.
 * Each feature declares its own tables beside its migration.
 */
import type { MetaTables } from './migrations/0001_meta';
import type { IdentityTables } from './migrations/0002_identity';
import type { ProfileTables } from './migrations/0003_profiles';
import type { BrandTables } from './migrations/0004_brands';
import type { PlatformTables } from './migrations/0005_platform';
import type { HiringTables } from './migrations/0006_hiring';
import type { MfaTables } from './migrations/0007_mfa';
import type { IdempotencyRecoveryTables } from './migrations/0009_idempotency_recovery';
import type { HiringWorkspaceTables } from './migrations/0010_hiring_workspace';
import type { LevelActivationTables } from './migrations/0011_level_activation';
import type { JobAdsTables } from './migrations/0019_job_ads';
import type { BrandProfileDataTables } from './migrations/0016_brand_profile_data';
import type { AttestationTables } from './migrations/0014_attestation';
import type { TagTables } from './migrations/0012_tags';
import type { RewardsTables } from './migrations/0015_rewards';
import type { MediaTables } from './migrations/0013_media';
import type { HiringCountersTables } from './migrations/0017_hiring_counters';
import type { UserLocationConsentTables } from './migrations/0024_user_location_consent';
import type { RewardsRollupTables } from './migrations/0020_rewards_rollups_and_events';
import type { HiringBoardRevisionTables } from './migrations/0026_hiring_board_revisions';
import type { HiringBrandRevisionTables } from './migrations/0027_hiring_brand_revisions';
import type { SharedProcessStateTables } from './migrations/0028_shared_process_state';
import type { JobLeaseTables } from './migrations/0030_job_leases';
import type { MediaQuotaTables } from './migrations/0034_media_quota';
import type { LiveEventTables } from './migrations/0037_live_events';
import type { LogbookTables } from './migrations/0044_logbook';
import type { TimeClockTables } from './migrations/0040_time_clock';
import type { ScheduleTables } from './migrations/0042_schedules';
import type { CareersTables } from './migrations/0046_careers';
import type { ScheduleAvailabilityTables } from './migrations/0052_schedule_availability';
import type { TimesheetTables } from './migrations/0048_timesheets';
import type { RewardsEngagementLastTables } from './migrations/0025_rewards_engagement_last_activity';
import type { JobQueueTables } from './migrations/0056_job_queue';
import type { JobWorkerPoolTables } from './migrations/0057_job_worker_pools';
import type { MailPartsTables } from './migrations/0062_mail_parts';
import type { CareersChannelsTables } from './migrations/0065_careers_channels';
import type { SearchIndexTables } from './migrations/0054_search_index';
import type { SmsTables } from './migrations/0059_sms';
import type { RumVitalsTables } from './migrations/0067_rum_vitals';
import type { IndeedPostingTables } from './migrations/0068_indeed_postings';
import type { TextToApplyLanguageTables } from './migrations/0069_text_to_apply_language';
import type { InterviewTables } from './migrations/0063_interviews';
import type { NotificationDigestTables } from './migrations/0071_notification_digests';
import type { PhoneVerificationTables } from './migrations/0072_phone_verification';
import type { ScheduleFeedTables } from './migrations/0075_schedule_feeds_and_offers';
import type { PunchPositionReasonTables } from './migrations/0077_punch_position_reason';
import type { LogbookAttachmentTables } from './migrations/0076_logbook_attachments';
import type { LogbookDigestTables } from './migrations/0078_logbook_digests';
import type { SchedulePayTables } from './migrations/0074_schedule_pay_and_minors';
import type { ScheduleTemplateTables } from './migrations/0073_schedule_templates';
import type { BrandChangeTables } from './migrations/0082_brand_changes';

export interface Database
  extends
    MetaTables,
    Omit<IdentityTables, 'outbox'>,
    Omit<ProfileTables, 'user_profiles'>,
    BrandTables,
    Omit<PlatformTables, 'idempotency_keys'>,
    Omit<HiringTables, 'applications' | 'positions' | 'application_messages'>,
    MfaTables,
    HiringWorkspaceTables,
    LevelActivationTables,
    JobAdsTables,
    BrandProfileDataTables,
    AttestationTables,
    TagTables,
    RewardsTables,
    MediaTables,
    RewardsRollupTables,
    HiringBoardRevisionTables,
    HiringBrandRevisionTables,
    RewardsEngagementLastTables,
    Omit<SharedProcessStateTables, 'idempotency_keys'>,
    JobLeaseTables,
    MediaQuotaTables,
    LiveEventTables,
    LogbookTables,
    LogbookAttachmentTables,
    Omit<LogbookDigestTables, 'notification_preferences'>,
    Omit<TimeClockTables, 'time_clock_punches'>,
    Omit<ScheduleTables, 'shift_requests' | 'schedule_settings'>,
    Omit<ScheduleFeedTables, 'shift_requests' | 'schedule_settings'>,
    Omit<SchedulePayTables, 'schedule_settings'>,
    Omit<HiringCountersTables, 'applications'>,
    Omit<CareersTables, 'positions' | 'career_applications'>,
    ScheduleAvailabilityTables,
    TimesheetTables,
    Omit<JobQueueTables, 'outbox'>,
    JobWorkerPoolTables,
    SearchIndexTables,
    Omit<SmsTables, 'application_messages' | 'notification_preferences'>,
    NotificationDigestTables,
    Omit<PhoneVerificationTables, 'notification_preferences'>,
    ScheduleTemplateTables,
    RumVitalsTables,
    BrandChangeTables,
    IndeedPostingTables,
    Omit<InterviewTables, 'outbox'>,
    Omit<CareersChannelsTables, 'positions' | 'career_applications' | 'sms_apply_conversations'> {
  /** Created by 0003, given the location consent by 0024. */
  user_profiles: ProfileTables['user_profiles'] & UserLocationConsentTables['user_profiles'];
  /** Created by 0006, given message counters and hiring times by 0017 (kept by triggers). */
  applications: HiringTables['applications'] & HiringCountersTables['applications'];
  /** Created by 0006, given the posting (status, pay, description, questions) by 0046. */
  positions: HiringTables['positions'] & CareersTables['positions'] & CareersChannelsTables['positions'];
  /** Created by 0005, given `committed_at` by 0009 and `claimed_by` by 0028. */
  idempotency_keys: PlatformTables['idempotency_keys'] &
    IdempotencyRecoveryTables['idempotency_keys'] &
    SharedProcessStateTables['idempotency_keys'];
  /** Created by 0002, given the mail job's `delivery_key` by 0056, `html` and `language` by 0062, `ics` by 0063. */
  outbox: IdentityTables['outbox'] &
    JobQueueTables['outbox'] &
    MailPartsTables['outbox'] &
    InterviewTables['outbox'];
  /** Created by 0065, given its language by 0069. */
  sms_apply_conversations: CareersChannelsTables['sms_apply_conversations'] &
    TextToApplyLanguageTables['sms_apply_conversations'];
  /** Created by 0046, given its source (WEB | SMS) by 0065. */
  career_applications: CareersTables['career_applications'] & CareersChannelsTables['career_applications'];
  /** Created by 0006, given the channel it came by by 0059. */
  application_messages: HiringTables['application_messages'] & SmsTables['application_messages'];
  /** Created by 0040, given `no_position_reason` by 0077. */
  time_clock_punches: TimeClockTables['time_clock_punches'] & PunchPositionReasonTables['time_clock_punches'];
  /** Created by 0059, given `phone_verified_at` by 0072 and `logbook_digest` by 0078. */
  notification_preferences: SmsTables['notification_preferences'] &
    PhoneVerificationTables['notification_preferences'] &
    LogbookDigestTables['notification_preferences'];
  /** Created by 0042, given the one colleague an offer is made to by 0075. */
  shift_requests: ScheduleTables['shift_requests'] & ScheduleFeedTables['shift_requests'];
  /** Created by 0042, given the wages' currency and the minors' limits by 0074, auto-approval of covers by 0075. */
  schedule_settings: ScheduleTables['schedule_settings'] &
    SchedulePayTables['schedule_settings'] &
    ScheduleFeedTables['schedule_settings'];
}
