import type { APIRequestContext } from '@playwright/test';
import { openApprovedPosition } from './positions';

/** The interviews specs' shared steps (issue #35). */

/** A valid US number no other run uses (555 exchange, random line). */
export const freshPhone = () => `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** Opens and approves a position (no questions) at Portland Downtown; its id. */
export async function openPosition(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<number> {
  return (await openApprovedPosition(request, token, { title, description: 'Interviews e2e.' })).id;
}

/** `path` on the `language` host (es.localhost…) of the test server. */
export function on(baseURL: string | undefined, language: string, path: string): string {
  const url = new URL(path, baseURL);
  if (language !== 'en') url.hostname = `${language}.localhost`;
  return url.toString();
}
