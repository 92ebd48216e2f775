import { expect, type APIRequestContext } from '@playwright/test';
import { brandIdNamed } from '../app-helpers';

/**
 * Opens a position at Harbor Grill Portland Downtown through the manager API (`fields` over a
 * seasonal FOH default without questions) and approves its approval to recruit, so it is
 * published; the approved position.
 */
export async function openApprovedPosition(
  request: APIRequestContext,
  token: string,
  fields: { title: string; category?: string; description?: string; questions?: unknown[] },
): Promise<{ id: number; sms_code: string | null }> {
  const headers = { authorization: `Bearer ${token}` };
  const downtown = await brandIdNamed(request, token, 'Harbor Grill Portland Downtown');
  const created = await request.post(`/api/core/v1/brands/${downtown}/positions`, {
    headers,
    data: {
      category: 'FOH',
      employment_type: 'SEASONAL',
      pay_min: 1700,
      pay_max: 2150,
      pay_period: 'HOUR',
      description: 'Terraza de verano.',
      questions: [],
      ...fields,
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
  return ((await decided.json()) as { data: { id: number; sms_code: string | null } }).data;
}
