/**
 * The hiring workspace's messaging (spec 001 §7 "Messaging", issue #13): applications, their
 * threads and the limits of what a message may carry, as the screens use them.
 */

/** Pipeline statuses, in order (the server's PATCH /v1/applications/{id} accepts these). */
export const APPLICATION_STATUSES = [
  'APPLIED',
  'SCREENING',
  'INTERVIEW',
  'OFFERED',
  'HIRED',
  'REJECTED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Applications per page of the inbox and the candidate's list (spec 001 §7: limit 10). */
export const MESSAGING_PAGE_SIZE = 10;

/** A person's name as the lists show it. */
export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
}

/** One application in a list. `candidate` is undefined on the candidate's own list. */
export interface ApplicationSummary {
  readonly id: number;
  /** A pipeline status; an unknown one from an older server is kept as it is. */
  readonly status: string;
  readonly archived: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly position: { readonly id: number; readonly title: string; readonly category: string };
  readonly location: { readonly id: number; readonly name: string };
  /** The candidate (their user id and name) on an employer's list. */
  readonly candidate: (PersonName & { readonly id: string }) | undefined;
  /** Messages from the other side the signed-in user has not read. */
  readonly unread: number;
  /** Made by text-to-apply (SMS) rather than on the careers page or elsewhere (issue #38). */
  readonly fromSms: boolean;
}

/** A page of applications and how many match in all. */
export interface ApplicationSummaryPage {
  readonly total: number;
  readonly applications: readonly ApplicationSummary[];
}

/** Filters of the employer inbox; an undefined field means "any". */
export interface InboxFilters {
  readonly positionId?: number;
  /** A brand of the subtree: applications to positions there and below. */
  readonly locationId?: number;
  readonly status?: ApplicationStatus;
  /** Only threads with unread messages. */
  readonly unreadOnly?: boolean;
  /** Archived applications too. */
  readonly includeArchived?: boolean;
}

/** Applications and unread messages of one group of the message board. */
export interface BoardTally {
  readonly applications: number;
  readonly unread: number;
}

/** The group's message board (`message_baord_data`): tallies by status, position and location. */
export interface MessageBoard {
  readonly totalApplications: number;
  readonly unreadMessages: number;
  readonly statuses: readonly (BoardTally & { readonly status: string })[];
  /** The busiest positions (at most 50); `positionsTotal` says how many there are. */
  readonly positions: readonly (BoardTally & { readonly id: number; readonly title: string })[];
  readonly positionsTotal: number;
  readonly locations: readonly (BoardTally & { readonly id: number; readonly name: string })[];
  readonly locationsTotal: number;
}

/** A résumé of an application; its bytes are reached through a signed link. */
export interface ResumeSummary {
  readonly id: number;
  readonly name: string;
  readonly contentType: string;
  readonly sizeBytes: number;
}

/** One application as its view shows it. */
export interface ApplicationDetail {
  readonly id: number;
  readonly status: string;
  readonly archived: boolean;
  readonly createdAt: string;
  /** True for an employer who may change status and archive; false for the candidate. */
  readonly canManage: boolean;
  readonly position: { readonly id: number; readonly title: string; readonly category: string };
  readonly location: { readonly id: number; readonly name: string };
  readonly candidate: PersonName & {
    readonly id: string;
    readonly email: string;
    readonly phone: string | undefined;
    /** Path of the profile photo below the media origin; undefined without one. */
    readonly photoPath: string | undefined;
  };
  readonly resumes: readonly ResumeSummary[];
  /**
   * Answers to the position's screening questions of a careers-page application (issue #38),
   * for employers; `knockout` when the answer rules the candidate out. Empty otherwise.
   */
  readonly screening: readonly {
    readonly question: string;
    readonly answer: 'YES' | 'NO';
    readonly knockout: boolean;
  }[];
  /** Made by text-to-apply (SMS) rather than on the careers page or elsewhere (issue #38). */
  readonly fromSms: boolean;
}

/** A file of a message, with a signed link valid until `linkExpiresAt`. */
export interface MessageFile {
  readonly id: number;
  readonly name: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  /** Absolute path (from the site's origin) of a short-lived signed download link. */
  readonly url: string;
  readonly linkExpiresAt: string;
}

/** One message of a thread. */
export interface ThreadMessage {
  readonly id: number;
  /** Undefined for a message the system sent. */
  readonly sender: (PersonName & { readonly id: string }) | undefined;
  readonly fromCandidate: boolean;
  readonly body: string;
  readonly createdAt: string;
  /** Read by the signed-in user (their own messages count as read). */
  readonly isRead: boolean;
  readonly files: readonly MessageFile[];
  /** Came by text message: the candidate replied by SMS (issue #35). */
  readonly viaSms: boolean;
}

/** The messages of one application, oldest first. */
export interface Thread {
  readonly applicationId: number;
  readonly status: string;
  readonly archived: boolean;
  readonly messages: readonly ThreadMessage[];
}

/** What a message may carry (GET /v1/messaging/limits). */
export interface MessagingLimits {
  readonly maxBodyChars: number;
  readonly maxFiles: number;
  /** Bytes per file. */
  readonly maxFileBytes: number;
  /** MIME types accepted (the server decides by the file's first bytes). */
  readonly allowedTypes: readonly string[];
}

/** A file the user picked, as the limits rules see it. */
export interface PickedFile {
  readonly name: string;
  readonly sizeBytes: number;
  /** The MIME type the platform reports; '' when unknown. */
  readonly type: string;
}

/** A file to send: what the rules check, and its content as the platform holds it (a browser File). */
export interface OutgoingFile extends PickedFile {
  readonly content: unknown;
}

/** A message to send. */
export interface OutgoingMessage {
  readonly body: string;
  readonly files: readonly OutgoingFile[];
}
