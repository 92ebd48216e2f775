import type { IdentityFramePort } from '../../src-domain/identity/identity-frame.port';
import { DomainError } from '../../src-domain/shared/domain-error';

type Method = (params: Readonly<Record<string, unknown>>) => unknown;

/**
 * In-memory IdentityFramePort: a store with getItem/setItem/removeItem/clear/keys/ping like the
 * real frame; other methods can be added with `on`. Unknown methods reject ILM.UNKNOWN_METHOD.
 */
export class FakeIdentityFrame implements IdentityFramePort {
  readonly calls: { method: string; params: Readonly<Record<string, unknown>> }[] = [];
  readonly items = new Map<string, string>();
  private readonly methods = new Map<string, Method>([
    ['ping', () => 'pong'],
    ['getItem', (params) => this.items.get(String(params.key)) ?? null],
    ['setItem', (params) => void this.items.set(String(params.key), String(params.value))],
    ['removeItem', (params) => void this.items.delete(String(params.key))],
    ['clear', () => this.items.clear()],
    ['keys', () => [...this.items.keys()]],
  ]);

  on(method: string, handler: Method): this {
    this.methods.set(method, handler);
    return this;
  }

  async call<Result>(method: string, params: Readonly<Record<string, unknown>> = {}): Promise<Result> {
    this.calls.push({ method, params });
    const handler = this.methods.get(method);
    if (!handler) throw new DomainError('ILM.UNKNOWN_METHOD', `Unknown method ${method}`);
    return (handler(params) ?? null) as Result;
  }
}
