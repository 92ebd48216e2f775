import type { TestServer } from '../../../support/test-server';
import { call, type Session } from '../gateway.harness';

export interface TagWire {
  id: number;
  name: string;
  mode: string;
  is_private: boolean;
  sort_order: number;
  brand_id: number;
  status: string | null;
  candidate_count: number;
  editable: boolean;
}
export interface CandidateWire {
  id: string;
  first_name: string;
  applications: { id: number; status: string }[];
  tags: {
    tag_id: number;
    name: string;
    mode: string;
    application_id: number | null;
    feedback: { thump_type: string; note: string; author_name: string; mine: boolean }[];
  }[];
}
export interface Answer<Data> {
  status: number;
  data: Data;
  code: string | undefined;
}

/** A gateway call answered as status, `data` and error code. */
export async function tagsCall<Data>(
  server: TestServer,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<Data>> {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const json = response.json<{ data: Data; error?: { code: string } }>();
  return { status: response.statusCode, data: json.data, code: json.error?.code };
}

/** The tags visible from a brand, by name. */
export async function tagsByName(server: TestServer, session: Session, brandId: number, includeAll = false) {
  const answer = await tagsCall<{ tags: TagWire[]; can_manage: boolean }>(
    server,
    session,
    'GET',
    `/v1/brands/${brandId}/tags${includeAll ? '?include_all=true' : ''}`,
  );
  return { ...answer.data, byName: new Map(answer.data.tags.map((tag) => [tag.name, tag])) };
}
