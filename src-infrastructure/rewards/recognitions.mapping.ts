import type { RecognitionInput } from '../../src-domain/rewards/rewards-api.port';
import type { NewsItem, Recognition } from '../../src-domain/rewards/rewards.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';
import { personFromWire, type PersonWire } from './rewards.mapping';

/** Recognitions, announcements, the news feed and points: their wire shapes, wire to domain. */
export type RecipientsWire = WireData<'/v1/brands/{id}/rewards/recipients'>;
export type RecognitionWire = WireData<'/v1/brands/{id}/recognitions', 'post'>;
export type AnnouncementWire = WireData<'/v1/brands/{id}/announcements', 'post'>;
export type AnnouncementBody = WireBody<'/v1/brands/{id}/announcements', 'post'>;
export type NewsFeedWire = WireData<'/v1/news_feed'>;
export type PointsCountWire = WireData<'/v1/brands/{id}/engagement_points/count'>;
export type BalanceWire = WireData<'/v1/users/points/balance'>;
type RecognitionBody = WireBody<'/v1/brands/{id}/recognitions', 'post'>;
type NewsItemWire = NewsFeedWire['items'][number];

export const recognitionFromWire = (wire: RecognitionWire): Recognition => ({
  id: wire.id,
  brand: wire.brand,
  giver: personFromWire(wire.giver),
  recipient: personFromWire(wire.recipient),
  points: wire.points,
  message: wire.message,
  createdAt: wire.created_at,
});

export const recognitionBody = (input: RecognitionInput): RecognitionBody => ({
  recipient_id: input.recipientId,
  points: input.points,
  message: input.message,
});

// The feed writes null for what an item's kind does not have; the domain's union leaves it out.
const noOne: PersonWire = { id: '', first_name: '', last_name: '' };

export const newsItemFromWire = (wire: NewsItemWire): NewsItem =>
  wire.kind === 'RECOGNITION'
    ? {
        kind: 'RECOGNITION',
        id: wire.id,
        brand: wire.brand,
        giver: personFromWire(wire.giver ?? noOne),
        recipient: personFromWire(wire.recipient ?? noOne),
        points: wire.points ?? 0,
        message: wire.message,
        createdAt: wire.created_at,
      }
    : {
        kind: 'ANNOUNCEMENT',
        id: wire.id,
        brand: wire.brand,
        author: personFromWire(wire.author ?? noOne),
        message: wire.message,
        createdAt: wire.created_at,
      };
