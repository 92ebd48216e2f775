import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { SettingsApiPort } from '../../src-domain/settings/settings-api.port';
import type { Loadable } from '../dashboard/dashboard.model';

/** One authorisation question a settings screen asks before it opens. */
export interface AccessQuestion {
  readonly brandId: number;
  readonly requiredPermissions: readonly string[];
  readonly permissionCategory?: string;
}

const keyOf = (question: AccessQuestion) =>
  [
    question.brandId,
    [...question.requiredPermissions].sort().join(','),
    question.permissionCategory ?? '',
  ].join('|');

/**
 * The answers of the per-brand authorisation call (spec 001 §6: access to rewards, attestation,
 * tags and reports settings is decided by the server), kept for the session so moving between
 * settings screens asks once. A failed answer stays failed until `check` is asked again.
 */
@injectable()
export class SettingsAccessStore {
  private readonly answers = observable.map<string, Loadable<boolean>>();

  constructor(@inject(SettingsApiPort) private readonly api: SettingsApiPort) {
    makeAutoObservable<SettingsAccessStore, 'api'>(this, { api: false });
  }

  /** The answer to `question`: loading until `check` has one. */
  answerTo(question: AccessQuestion): Loadable<boolean> {
    return this.answers.get(keyOf(question)) ?? { kind: 'loading' };
  }

  /** Asks the server unless a yes/no answer is already known (`force` asks again); never rejects. */
  async check(question: AccessQuestion, force = false): Promise<void> {
    const key = keyOf(question);
    if (!force && this.answers.get(key)?.kind === 'ready') return;
    this.answers.set(key, { kind: 'loading' });
    try {
      const value = await this.api.isAuthorized(
        question.brandId,
        question.requiredPermissions,
        question.permissionCategory,
      );
      runInAction(() => this.answers.set(key, { kind: 'ready', value }));
    } catch {
      runInAction(() => this.answers.set(key, { kind: 'failed' }));
    }
  }
}
