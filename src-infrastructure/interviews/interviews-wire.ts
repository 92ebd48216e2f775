/**
 * TEMPORARY: the interviews wire shapes as /work/tasks/interviews-contract.md writes them, until
 * the server's routes (branch interviews-api) publish their schemas; then these become
 * `WireData<…>` / `WireBody<…>` of the generated document and this file goes.
 */
export interface InterviewWire {
  readonly id: number;
  readonly application_id: number;
  readonly location_id: number;
  readonly position_id: number;
  readonly state: 'INVITED' | 'BOOKED' | 'DONE' | 'NO_SHOW' | 'CANCELLED';
  readonly starts_at: string | null;
  readonly ends_at: string | null;
  readonly invited_by: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface AvailabilityBodyWire {
  readonly position_id: number | null;
  readonly weekly_hours: readonly {
    readonly weekday: number;
    readonly start: string;
    readonly end: string;
  }[];
  readonly length_minutes: number;
  readonly buffer_minutes: number;
  readonly horizon_days: number;
  readonly minimum_notice_hours: number;
}

export interface AvailabilityWire extends AvailabilityBodyWire {
  readonly updated_at: string;
}

export interface AvailabilitySettingWire {
  readonly availability: AvailabilityWire | null;
  readonly time_zone: string;
}

export interface InterviewRowWire extends InterviewWire {
  readonly candidate: { readonly first_name: string; readonly last_name: string };
  readonly position_title: string;
  readonly location_name: string;
}

export interface CalendarWire {
  readonly time_zone: string;
  readonly interviews: readonly InterviewRowWire[];
}

export interface SlotWire {
  readonly starts_at: string;
  readonly ends_at: string;
}

export interface BookingPageWire {
  readonly interview: {
    readonly id: number;
    readonly state: InterviewWire['state'];
    readonly starts_at: string | null;
    readonly ends_at: string | null;
    readonly length_minutes: number;
  };
  readonly candidate_first_name: string;
  readonly position_title: string;
  readonly location: { readonly name: string; readonly time_zone: string; readonly address: string | null };
  readonly brand_name: string;
  readonly slots: readonly SlotWire[];
}
