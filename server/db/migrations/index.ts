import type { Migration } from 'kysely';
import * as meta from './0001_meta';
import * as identity from './0002_identity';
import * as profiles from './0003_profiles';
import * as brands from './0004_brands';
import * as platform from './0005_platform';
import * as hiring from './0006_hiring';
import * as mfa from './0007_mfa';
import * as idempotencyRecovery from './0009_idempotency_recovery';
import * as hiringWorkspace from './0010_hiring_workspace';
import * as levelActivation from './0011_level_activation';
import * as jobAds from './0019_job_ads';
import * as brandProfileData from './0016_brand_profile_data';
import * as attestation from './0014_attestation';
import * as tags from './0012_tags';
import * as rewards from './0015_rewards';
import * as media from './0013_media';
import * as hiringCounters from './0017_hiring_counters';
import * as userLocationConsent from './0024_user_location_consent';
import * as rewardsRollups from './0020_rewards_rollups_and_events';
import * as rewardsEngagementLast from './0025_rewards_engagement_last_activity';
import * as hiringBoardRevisions from './0026_hiring_board_revisions';
import * as hiringBrandRevisions from './0027_hiring_brand_revisions';
import * as sharedProcessState from './0028_shared_process_state';
import * as jobLeases from './0030_job_leases';
import * as rewardRuleBounds from './0032_reward_rule_bounds';
import * as mediaQuota from './0034_media_quota';
import * as liveEvents from './0037_live_events';
import * as logbook from './0044_logbook';
import * as timeClock from './0040_time_clock';
import * as schedules from './0042_schedules';
import * as careers from './0046_careers';
import * as timesheets from './0048_timesheets';
import * as scheduleAvailability from './0052_schedule_availability';
import * as jobQueue from './0056_job_queue';
import * as jobWorkerPools from './0057_job_worker_pools';
import * as mailParts from './0062_mail_parts';
import * as rumVitals from './0067_rum_vitals';
import * as indeedPostings from './0068_indeed_postings';
import * as textToApplyLanguage from './0069_text_to_apply_language';
import * as notificationDigests from './0071_notification_digests';
import * as phoneVerification from './0072_phone_verification';
import * as scheduleTemplates from './0073_schedule_templates';
import * as schedulePayAndMinors from './0074_schedule_pay_and_minors';
import * as scheduleFeeds from './0075_schedule_feeds_and_offers';
import * as logbookAttachments from './0076_logbook_attachments';
import * as punchPositionReason from './0077_punch_position_reason';
import * as logbookDigests from './0078_logbook_digests';
import * as logbookSearchScope from './0079_logbook_search_scope';
import * as brandChanges from './0082_brand_changes';
import * as searchKindNewestIndex from './0083_search_kind_newest_index';
import * as searchTrigramPendingLimit from './0084_search_trigram_pending_limit';
import * as careersChannels from './0065_careers_channels';
import * as searchIndex from './0054_search_index';
import * as sms from './0059_sms';
import * as searchScopeIndex from './0061_search_scope_index';
import * as interviews from './0063_interviews';

/** Every migration in order; the name is the key kysely records. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_meta': meta,
  '0002_identity': identity,
  '0003_profiles': profiles,
  '0004_brands': brands,
  '0005_platform': platform,
  '0006_hiring': hiring,
  '0007_mfa': mfa,
  '0009_idempotency_recovery': idempotencyRecovery,
  '0010_hiring_workspace': hiringWorkspace,
  '0011_level_activation': levelActivation,
  '0019_job_ads': jobAds,
  '0016_brand_profile_data': brandProfileData,
  '0014_attestation': attestation,
  '0012_tags': tags,
  '0015_rewards': rewards,
  '0013_media': media,
  '0017_hiring_counters': hiringCounters,
  '0024_user_location_consent': userLocationConsent,
  '0020_rewards_rollups_and_events': rewardsRollups,
  '0025_rewards_engagement_last_activity': rewardsEngagementLast,
  '0026_hiring_board_revisions': hiringBoardRevisions,
  '0027_hiring_brand_revisions': hiringBrandRevisions,
  '0028_shared_process_state': sharedProcessState,
  '0030_job_leases': jobLeases,
  '0032_reward_rule_bounds': rewardRuleBounds,
  '0034_media_quota': mediaQuota,
  '0037_live_events': liveEvents,
  '0040_time_clock': timeClock,
  '0042_schedules': schedules,
  '0044_logbook': logbook,
  '0046_careers': careers,
  '0048_timesheets': timesheets,
  '0052_schedule_availability': scheduleAvailability,
  '0056_job_queue': jobQueue,
  '0057_job_worker_pools': jobWorkerPools,
  '0054_search_index': searchIndex,
  '0059_sms': sms,
  '0061_search_scope_index': searchScopeIndex,
  '0062_mail_parts': mailParts,
  '0063_interviews': interviews,
  '0065_careers_channels': careersChannels,
  '0067_rum_vitals': rumVitals,
  '0068_indeed_postings': indeedPostings,
  '0069_text_to_apply_language': textToApplyLanguage,
  '0071_notification_digests': notificationDigests,
  '0072_phone_verification': phoneVerification,
  '0073_schedule_templates': scheduleTemplates,
  '0074_schedule_pay_and_minors': schedulePayAndMinors,
  '0075_schedule_feeds_and_offers': scheduleFeeds,
  '0076_logbook_attachments': logbookAttachments,
  '0077_punch_position_reason': punchPositionReason,
  '0078_logbook_digests': logbookDigests,
  '0079_logbook_search_scope': logbookSearchScope,
  '0082_brand_changes': brandChanges,
  '0083_search_kind_newest_index': searchKindNewestIndex,
  '0084_search_trigram_pending_limit': searchTrigramPendingLimit,
};
