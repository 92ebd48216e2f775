import type { TestServer } from '../../../support/test-server';
import type { WireData } from '../../../../src-infrastructure/gateway/gateway-wire';
import { call, type Session } from '../gateway.harness';

/** The tests read answers as the client's generated wire types say them (npm run api:types). */
export type TagWire = WireData<'/v1/brands/{id}/tags'>['tags'][number];
export type CandidateWire = WireData<'/v1/brands/{id}/candidates/tags'>['candidates'][number];
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
