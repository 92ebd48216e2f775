import { token } from '../shared/token';

/** A calendar feed link as made: shown this once (the server keeps only its hash). */
export interface IssuedFeed {
  /** ISO UTC. */
  readonly issuedAt: string;
  /** The https address. */
  readonly url: string;
  /** The same address as webcal://, which calendar apps subscribe to. */
  readonly webcalUrl: string;
}

/**
 * The person's calendar feed of their shifts (issue #34, "add to calendar"). Every call rejects
 * with a GatewayError when the server refuses.
 */
export interface ScheduleFeedApiPort {
  /** When the current link was made (ISO UTC); undefined when there is none. */
  issuedAt(): Promise<string | undefined>;
  /** Makes a link, or a new one in place of the old (which stops working at once). */
  issue(): Promise<IssuedFeed>;
  /** Revokes the link: it answers 404 from now on. */
  revoke(): Promise<void>;
}
export const ScheduleFeedApiPort = token<ScheduleFeedApiPort>('domain.schedule-feed-api');
