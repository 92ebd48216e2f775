import { expect, type APIRequestContext } from '@playwright/test';
import { brandIdNamed } from '../app-helpers';

/** The interviews specs' shared steps (issue #35). */

/** A valid US number no other run uses (555 exchange, random line). */
export const freshPhone = () => `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** Opens and approves a position (no questions) at Portland Downtown; its id. */
export async function openPosition(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const downtown = await brandIdNamed(request, token, 'Harbor Grill Portland Downtown');
  const created = await request.post(`/api/core/v1/brands/${downtown}/positions`, {
    headers,
    data: {
      title,
      category: 'FOH',
      employment_type: 'SEASONAL',
      pay_min: 1700,
      pay_max: 2150,
      pay_period: 'HOUR',
      description: 'Interviews e2e.',
      questions: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const atrs = (await (
    await request.get(`/api/core/v1/brands/${downtown}/positions/${id}/atrs`, { headers })
  ).json()) as { data: { atrs: { id: number }[] } };
  const decided = await request.post(
    `/api/core/v1/brands/${downtown}/positions/${id}/atrs/${atrs.data.atrs[0]!.id}/decision`,
    { headers, data: { decision: 'APPROVED' } },
  );
  expect(decided.status()).toBe(200);
  return id;
}

/** `path` on the `language` host (es.localhost…) of the test server. */
export function on(baseURL: string | undefined, language: string, path: string): string {
  const url = new URL(path, baseURL);
  if (language !== 'en') url.hostname = `${language}.localhost`;
  return url.toString();
}
