/** Who wrote or read a message: the employer side or the candidate. */
export type LiveParty = 'EMPLOYER' | 'CANDIDATE';

/**
 * What the server says changed (issue #32's event catalogue). Events carry ids and small facts;
 * a view that cares reads its data again through its REST port. `reload` means events were lost
 * (the client fell too far behind): every view reads again.
 */
export type LiveEvent =
  | {
      readonly kind: 'message.created';
      readonly applicationId: number;
      readonly messageId: number;
      readonly brandId: number;
      readonly sender: LiveParty;
      /** The server marked it as news for this person, who keeps in-app notices on (issue #35). */
      readonly notice?: boolean;
    }
  | {
      readonly kind: 'message.read';
      readonly applicationId: number;
      readonly brandId: number;
      readonly reader: LiveParty;
    }
  | {
      readonly kind: 'application.status_changed';
      readonly applicationId: number;
      readonly brandId: number;
      readonly status: string;
      /** As on `message.created`. */
      readonly notice?: boolean;
    }
  | { readonly kind: 'news.created'; readonly brandId: number; readonly newsId: number }
  | {
      readonly kind: 'recognition.created';
      readonly brandId: number;
      readonly recognitionId: number;
      /** The recognised person's user id. */
      readonly recipientUserId: string;
    }
  | {
      readonly kind: 'risk.flagged';
      readonly brandId: number;
      readonly locationId: number;
      readonly answerId: number;
    }
  | {
      /**
       * The week starting `weekStart` of location `brandId` was published (`schedule.published`),
       * or its shifts were added to, changed or removed (`shift.changed`; a draft week's reaches
       * only its managers).
       */
      readonly kind: 'schedule.published' | 'shift.changed';
      readonly brandId: number;
      readonly weekStart: string;
    }
  | {
      /** Shift `shiftId` of location `brandId` was offered, taken, approved, refused or withdrawn. */
      readonly kind: 'shift_request.changed';
      readonly brandId: number;
      readonly requestId: number;
      readonly shiftId: number;
      readonly status: string;
    }
  | {
      /** A time-off request of location `brandId` was made, approved, refused or cancelled. */
      readonly kind: 'time_off.changed';
      readonly brandId: number;
      readonly requestId: number;
      readonly status: string;
    }
  | {
      /** Person `userId` replaced their weekly unavailability at location `brandId`. */
      readonly kind: 'availability.changed';
      readonly brandId: number;
      readonly userId: string;
    }
  | {
      /** A time clock punch at location `brandId` (its timesheet changed). */
      readonly kind: 'punch.recorded';
      readonly brandId: number;
      readonly punchId: number;
    }
  | {
      /**
       * An interview of location `brandId` was booked (`interview.booked`) or rescheduled,
       * cancelled or given an outcome (`interview.changed`), issue #35.
       */
      readonly kind: 'interview.booked' | 'interview.changed';
      readonly brandId: number;
      readonly interviewId: number;
      readonly applicationId: number;
      /** `interview.changed` only: an invitation, marked as on `message.created`. */
      readonly notice?: boolean;
    }
  | {
      /**
       * The user was mentioned in, or assigned, entry `entryId` of the logbook of location
       * `brandId` (issue #36); sent to that person alone, only while they may read its type.
       */
      readonly kind: 'logbook.notice';
      readonly brandId: number;
      readonly entryId: number;
      readonly entryType: string;
      readonly reason: 'MENTIONED' | 'ASSIGNED';
    }
  | { readonly kind: 'reload'; readonly reason: string };

/** The kinds of LiveEvent, as the server names them. */
export type LiveEventKind = LiveEvent['kind'];

/**
 * Whether events arrive: `live` while a stream is open (in this tab or in the tab that holds it
 * for the browser), `down` before the first stream opens and while it reconnects.
 */
export type LiveStatus = 'live' | 'down';
