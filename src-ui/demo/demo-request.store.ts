import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DemoModule,
  DemoRequestEvent,
  DemoRequestState,
} from '../../src-domain/demo-request/demo-request.model';
import {
  demoRequestReducer,
  INITIAL_DEMO_REQUEST_STATE,
  isDemoAlreadyRequested,
} from '../../src-domain/demo-request/demo-request.rules';
import { PlatformApiPort } from '../../src-domain/platform/platform-api.port';
import { BrandContextStore } from '../brands/brand-context.store';

/**
 * Demo requests of the scheduling, training and total-talent modules for the context brand
 * (spec 000 §2, §4): the modal that is `open`, the machine's state per brand and module, and
 * `thanked`, the module whose request just succeeded (the view shows the success toast).
 * Failed checks count as not requested; errors are only logged (spec 000 §8).
 */
@injectable()
export class DemoRequestStore {
  open: DemoModule | undefined = undefined;
  thanked: DemoModule | undefined = undefined;
  private readonly states = new Map<string, DemoRequestState>();

  constructor(
    @inject(PlatformApiPort) private readonly api: PlatformApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<DemoRequestStore, 'api' | 'brands'>(this, { api: false, brands: false });
  }

  /** The machine's state for a module of the context brand. */
  stateOf(module: DemoModule): DemoRequestState {
    return this.states.get(this.key(module)) ?? INITIAL_DEMO_REQUEST_STATE;
  }

  /** Opens the module's modal and checks whether the demo was already requested. */
  async openModal(module: DemoModule): Promise<void> {
    this.open = module;
    await this.check(module);
  }

  closeModal(): void {
    this.open = undefined;
  }

  acknowledgeThanks(): void {
    this.thanked = undefined;
  }

  async check(module: DemoModule): Promise<void> {
    const brandId = this.brands.context?.brand_id;
    if (brandId === undefined) return;
    const key = this.key(module);
    this.dispatch(key, { type: 'check-started' });
    try {
      const demoRequested = await this.api.isDemoRequested(brandId, module);
      this.dispatch(key, { type: 'check-succeeded', demoRequested });
    } catch (error) {
      console.error('Demo request check failed', error);
      this.dispatch(key, { type: 'check-failed' });
    }
  }

  /** 'Schedule a demo today!': requests it; on success the modal closes and `thanked` is set. */
  async request(module: DemoModule): Promise<void> {
    const brandId = this.brands.context?.brand_id;
    if (brandId === undefined) return;
    const key = this.key(module);
    this.dispatch(key, { type: 'request-started' });
    try {
      const receipt = await this.api.requestDemo(brandId, module);
      if (isDemoAlreadyRequested(receipt.message)) {
        this.dispatch(key, { type: 'request-already-done' });
        return;
      }
      this.dispatch(key, { type: 'request-succeeded' });
      runInAction(() => {
        this.thanked = module;
        if (this.open === module) this.open = undefined;
      });
    } catch (error) {
      console.error('Demo request failed', error);
      this.dispatch(key, { type: 'request-failed' });
    }
  }

  private dispatch(key: string, event: DemoRequestEvent): void {
    runInAction(() =>
      this.states.set(key, demoRequestReducer(this.states.get(key) ?? INITIAL_DEMO_REQUEST_STATE, event)),
    );
  }

  private key(module: DemoModule): string {
    return `${this.brands.context?.brand_id ?? 0}:${module}`;
  }
}
