/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { VersionCheck } from '../../../src-domain/versions/version-poller.port';
import type { WebVersionInfo } from '../../../src-domain/versions/web-version.model';
import { HttpPlatformApi } from '../../../src-infrastructure/platform/http-platform-api.adapter';
import { RxjsVersionPoller } from '../../../src-infrastructure/versions/rxjs-version-poller.adapter';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeNavigation } from '../../fakes/navigation.fake';
import { FakeTelemetry } from '../../fakes/telemetry.fake';

describe('RxjsVersionPoller', () => {
  const start = Date.UTC(2026, 0, 1);
  beforeEach(() => jest.useFakeTimers({ now: start }));
  afterEach(() => jest.useRealTimers());

  function poller(answers: (WebVersionInfo | Error | null)[]) {
    const gateway = new FakeHttpGateway().on('GET', '/v1/web_versions', () => {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const navigation = new FakeNavigation();
    const telemetry = new FakeTelemetry();
    const subject = new RxjsVersionPoller(
      new HttpPlatformApi(gateway, { coreBaseUrl: '/api/core' }),
      { now: () => Date.now() },
      navigation,
      telemetry,
    );
    return { subject, gateway, navigation, telemetry };
  }
  const environment = () => ({ route: '/dashboard', url: 'http://localhost/dashboard', brandId: 3 });
  const flush = () => jest.advanceTimersByTimeAsync(0);

  it('checks at once, then every 10 minutes, with the decision of the domain', async () => {
    const { subject, gateway } = poller([{ version: '1.1.0' }]);
    const checks: VersionCheck[] = [];
    const stop = subject.watch('1.0.0', environment, (check) => checks.push(check));
    await flush();
    expect(checks.map((check) => check.decision)).toEqual([{ kind: 'ask', version: '1.1.0' }]);
    expect(gateway.requests[0]!.query).toEqual({
      brand_id: 3,
      web_app_code: 'BRIGADE_WEB',
      version: '1.0.0',
    });
    await jest.advanceTimersByTimeAsync(599_999);
    expect(checks).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(checks).toHaveLength(2);
    stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(checks).toHaveLength(2);
  });

  it('follows api_pulling_frequency and only logs failed checks', async () => {
    const { subject, telemetry } = poller([
      { version: '1.0.0', api_pulling_frequency: 30 },
      new Error('offline'),
      { version: '1.0.0', force_update: true },
    ]);
    const checks: VersionCheck[] = [];
    subject.watch('1.0.0', environment, (check) => checks.push(check));
    await flush();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(telemetry.warnings.map((warning) => warning.message)).toEqual(['Version check failed']);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(checks.map((check) => check.decision.kind)).toEqual(['none', 'none']);
  });

  it('reloads the page when the cache-invalidation time is reached', async () => {
    const { subject, navigation } = poller([
      {
        version: '1.0.0',
        cache_config: { invalidation: { effective_on: new Date(start + 5000).toISOString() } },
      },
    ]);
    subject.watch('1.0.0', environment, () => undefined);
    await flush();
    await jest.advanceTimersByTimeAsync(4999);
    expect(navigation.reloads).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(navigation.reloads).toBe(1);
  });
});
