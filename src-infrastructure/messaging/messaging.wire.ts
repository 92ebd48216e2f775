/** The wire shapes of the messaging calls (server/gateway/messaging), one per answer. */

export interface ApplicationWire {
  readonly id: number;
  readonly status: string;
  readonly archived: boolean;
  readonly created_at: string;
  readonly position: { readonly id: number; readonly title: string; readonly category: string };
  readonly brand: { readonly id: number; readonly name: string };
  readonly candidate: {
    readonly id: string;
    readonly first_name: string;
    readonly last_name: string;
  } | null;
  readonly unread_messages: number;
}

export interface ApplicationListWire {
  readonly total: number;
  readonly applications: readonly ApplicationWire[];
}

interface TallyWire {
  readonly applications: number;
  readonly unread: number;
}

export interface MessageBoardWire {
  readonly brand_id: number;
  readonly total_applications: number;
  readonly unread_messages: number;
  readonly statuses: readonly (TallyWire & { readonly status: string })[];
  readonly positions: readonly (TallyWire & { readonly id: number; readonly title: string })[];
  readonly positions_total: number;
  readonly locations: readonly (TallyWire & { readonly id: number; readonly name: string })[];
  readonly locations_total: number;
}

export interface CountWire {
  readonly count: number;
}

export interface ApplicationDetailWire {
  readonly id: number;
  readonly status: string;
  readonly archived: boolean;
  readonly created_at: string;
  readonly can_manage: boolean;
  readonly position: { readonly id: number; readonly title: string; readonly category: string };
  readonly brand: { readonly id: number; readonly name: string };
  readonly candidate: {
    readonly id: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly email: string;
    readonly phone: string | null;
    readonly profile_image: { readonly uuid: string; readonly path: string } | null;
  };
  readonly resumes: readonly {
    readonly id: number;
    readonly name: string;
    readonly content_type: string;
    readonly size_bytes: number;
  }[];
}

export interface MessageWire {
  readonly id: number;
  readonly sender: { readonly id: string; readonly first_name: string; readonly last_name: string } | null;
  readonly from_candidate: boolean;
  readonly message_body: string;
  readonly created_at: string;
  readonly is_read: boolean;
  readonly files: readonly {
    readonly id: number;
    readonly name: string;
    readonly content_type: string;
    readonly size_bytes: number;
    readonly url: string;
    readonly expires_at: string;
  }[];
}

export interface ThreadWire {
  readonly application: { readonly id: number; readonly status: string; readonly archived: boolean };
  readonly messages: readonly MessageWire[];
}

export interface LimitsWire {
  readonly max_body_chars: number;
  readonly max_files: number;
  readonly max_file_bytes: number;
  readonly allowed_types: readonly string[];
}

export interface SignedUrlWire {
  readonly url: string;
  readonly expires_at: string;
}
