import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AttestationApiPort as AttestationApi } from '../../src-domain/attestation/attestation-api.port';
import { AttestationApiPort } from '../../src-domain/attestation/attestation-api.port';
import type { AttestationStatus, AttestationTemplate } from '../../src-domain/attestation/attestation.model';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import type { Loadable } from '../dashboard/dashboard.model';

/** The server code of a failed write, or a generic one (the view translates it). */
export function failureCode(error: unknown): string {
  return error instanceof GatewayError && error.serverCode ? error.serverCode : 'ATTESTATION.SAVE_FAILED';
}

/**
 * The list screen of clock-out attestation questions for one brand: the active or archived
 * questions in their order, moving one up or down (saved at once; put back when the save
 * fails), and archiving. `lastError` holds the code of the last failed write.
 */
@injectable()
export class AttestationListStore {
  brandId: number | undefined = undefined;
  status: AttestationStatus = 'ACTIVE';
  list: Loadable<readonly AttestationTemplate[]> = { kind: 'loading' };
  lastError: string | undefined = undefined;
  busy = false;

  constructor(@inject(AttestationApiPort) private readonly api: AttestationApi) {
    makeAutoObservable<AttestationListStore, 'api'>(this, { api: false });
  }

  /** Loads the brand's questions of `status`; never rejects. */
  async load(brandId: number, status: AttestationStatus = this.status): Promise<void> {
    this.brandId = brandId;
    this.status = status;
    this.list = { kind: 'loading' };
    try {
      const value = await this.api.templates(brandId, status);
      runInAction(() => {
        if (this.brandId === brandId && this.status === status) this.list = { kind: 'ready', value };
      });
    } catch {
      runInAction(() => (this.list = { kind: 'failed' }));
    }
  }

  /**
   * Moves the question `id` by `delta` places (−1 up, +1 down) and saves the order; does nothing
   * at either end. Answers whether the order was saved.
   */
  move(id: number, delta: number): Promise<boolean> {
    if (this.list.kind !== 'ready') return Promise.resolve(false);
    const items = [...this.list.value];
    const from = items.findIndex((item) => item.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= items.length) return Promise.resolve(false);
    const [moved] = items.splice(from, 1);
    items.splice(to, 0, moved!);
    return this.saveOrder(items);
  }

  /** Puts the questions `ids` (dragged together) before or after `target` and saves. */
  place(ids: readonly number[], target: number, position: 'before' | 'after'): Promise<boolean> {
    if (this.list.kind !== 'ready' || ids.includes(target)) return Promise.resolve(false);
    const moving = this.list.value.filter((item) => ids.includes(item.id));
    const rest = this.list.value.filter((item) => !ids.includes(item.id));
    const index = rest.findIndex((item) => item.id === target) + (position === 'after' ? 1 : 0);
    rest.splice(index, 0, ...moving);
    return this.saveOrder(rest);
  }

  private async saveOrder(items: readonly AttestationTemplate[]): Promise<boolean> {
    const brandId = this.brandId;
    if (brandId === undefined || this.list.kind !== 'ready') return false;
    const before = this.list;
    this.list = { kind: 'ready', value: items };
    this.lastError = undefined;
    try {
      const value = await this.api.reorderTemplates(
        brandId,
        items.map((item) => item.id),
      );
      runInAction(() => (this.list = { kind: 'ready', value }));
      return true;
    } catch (error) {
      runInAction(() => {
        this.list = before;
        this.lastError = failureCode(error);
      });
      return false;
    }
  }

  /** Archives a question and drops it from the active list; answers whether it was archived. */
  async archive(id: number): Promise<boolean> {
    const brandId = this.brandId;
    if (brandId === undefined) return false;
    this.busy = true;
    this.lastError = undefined;
    try {
      await this.api.archiveTemplate(brandId, id);
      runInAction(() => {
        if (this.list.kind === 'ready') {
          this.list = { kind: 'ready', value: this.list.value.filter((item) => item.id !== id) };
        }
      });
      return true;
    } catch (error) {
      runInAction(() => (this.lastError = failureCode(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
