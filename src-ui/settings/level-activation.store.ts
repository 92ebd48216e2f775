import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  SettingsApiPort,
  type LevelActivatedService,
  type LevelActivation,
} from '../../src-domain/settings/settings-api.port';
import { serverErrorCode } from '../account/server-message';
import type { Loadable } from '../dashboard/dashboard.model';

/** Where a save of one brand's levels stands; `failed` carries the server's code when it sent one. */
export type LevelSave =
  | { readonly kind: 'idle' | 'saving' | 'saved' }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** One brand and feature's levels: as saved, as being edited, and the last save. */
export interface LevelForm {
  readonly saved: Loadable<readonly LevelActivation[]>;
  /** Switches the user changed and has not saved, by level. */
  readonly draft: ReadonlyMap<string, boolean>;
  readonly save: LevelSave;
}

const keyOf = (brandId: number, service: LevelActivatedService) => `${brandId}|${service}`;

/**
 * The level-activation forms of the settings screens (spec 001 §7 `level_activation`): loads a
 * brand's levels for a feature, keeps the user's switches until they save, saves them in one
 * call. A failed save keeps the draft.
 */
@injectable()
export class LevelActivationStore {
  private readonly forms = observable.map<string, LevelForm>();

  constructor(@inject(SettingsApiPort) private readonly api: SettingsApiPort) {
    makeAutoObservable<LevelActivationStore, 'api'>(this, { api: false });
  }

  formOf(brandId: number, service: LevelActivatedService): LevelForm {
    return (
      this.forms.get(keyOf(brandId, service)) ?? {
        saved: { kind: 'loading' },
        draft: new Map(),
        save: { kind: 'idle' },
      }
    );
  }

  /** Whether `level` shows as on: the user's switch, else the saved state. */
  isOn(brandId: number, service: LevelActivatedService, level: LevelActivation): boolean {
    return this.formOf(brandId, service).draft.get(level.level) ?? level.active;
  }

  /** Loads the saved levels (dropping any draft); never rejects. */
  async load(brandId: number, service: LevelActivatedService): Promise<void> {
    const key = keyOf(brandId, service);
    this.forms.set(key, { saved: { kind: 'loading' }, draft: new Map(), save: { kind: 'idle' } });
    try {
      const levels = await this.api.levelActivation(brandId, service);
      runInAction(() => this.update(key, { saved: { kind: 'ready', value: levels } }));
    } catch {
      runInAction(() => this.update(key, { saved: { kind: 'failed' } }));
    }
  }

  toggle(brandId: number, service: LevelActivatedService, level: LevelActivation, on: boolean): void {
    const key = keyOf(brandId, service);
    const draft = new Map(this.formOf(brandId, service).draft);
    if (on === level.active) draft.delete(level.level);
    else draft.set(level.level, on);
    this.update(key, { draft, save: { kind: 'idle' } });
  }

  /** Saves the draft; on failure keeps it and records the code; never rejects. */
  async save(brandId: number, service: LevelActivatedService): Promise<void> {
    const key = keyOf(brandId, service);
    const form = this.formOf(brandId, service);
    if (form.draft.size === 0) return;
    const levels = [...form.draft].map(([level, active]) => ({ level, active }));
    this.update(key, { save: { kind: 'saving' } });
    try {
      const saved = await this.api.saveLevelActivation(brandId, service, levels);
      runInAction(() =>
        this.update(key, {
          saved: { kind: 'ready', value: saved },
          draft: new Map(),
          save: { kind: 'saved' },
        }),
      );
    } catch (error) {
      runInAction(() => this.update(key, { save: { kind: 'failed', code: serverErrorCode(error) } }));
    }
  }

  private update(key: string, change: Partial<LevelForm>): void {
    const current = this.forms.get(key) ?? {
      saved: { kind: 'loading' },
      draft: new Map(),
      save: { kind: 'idle' },
    };
    this.forms.set(key, { ...current, ...change });
  }
}
