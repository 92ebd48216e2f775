import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo password of every demo account (server/seed/demo-accounts.seed.ts). */
export const DEMO_PASSWORD = 'Brigade-demo-1';
export const demoEmail = (name: string) => `${name}@demo.brigade.test`;

/** A fresh address per test run, so tests never collide on one database. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

interface OutboxMessage {
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
}

/** The newest message the server "sent" to `recipient` whose body matches `pattern` (polls /dev/outbox.json). */
export async function outboxMatch(
  request: APIRequestContext,
  recipient: string,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`);
        const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
        for (const message of messages) {
          const match = pattern.exec(message.body);
          if (match) {
            found = match;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** How many messages the server has "sent" to `recipient` whose body matches `pattern` so far. */
export async function outboxCount(
  request: APIRequestContext,
  recipient: string,
  pattern: RegExp,
): Promise<number> {
  const response = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`);
  const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
  return messages.filter((message) => pattern.test(message.body)).length;
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Registers a candidate through the API and activates it from the outbox; resolves its email. */
export async function registeredCandidate(request: APIRequestContext, password: string): Promise<string> {
  const email = freshEmail('reset');
  const response = await request.post('/api/core/v1/users/registration', {
    data: { email, password, first_name: 'Rita', last_name: 'Reset', user_type: 'CANDIDATE' },
  });
  expect(response.ok()).toBe(true);
  const [link] = await outboxMatch(request, email, /https?:\/\/\S+\/users\/activation\?token=\S+/);
  const activation = await request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  expect(activation.status()).toBe(303);
  return email;
}
