import type { DemoRequestEvent } from '../../../src-domain/demo-request/demo-request.model';
import {
  DEMO_ALREADY_REQUESTED_MESSAGE,
  demoButton,
  demoRequestedToast,
  demoRequestReducer,
  INITIAL_DEMO_REQUEST_STATE,
  isDemoAlreadyRequested,
  REQUESTING_STAYS_TRUE_AFTER_FAILURE,
} from '../../../src-domain/demo-request/demo-request.rules';

const run = (...events: DemoRequestEvent[]) => events.reduce(demoRequestReducer, INITIAL_DEMO_REQUEST_STATE);

describe('demo request (spec 000 §4)', () => {
  it('unknown → checking → requested true or false', () => {
    expect(INITIAL_DEMO_REQUEST_STATE.status).toBe('unknown');
    expect(run({ type: 'check-started' }).status).toBe('checking');
    expect(run({ type: 'check-started' }, { type: 'check-succeeded', demoRequested: true })).toEqual({
      status: 'known',
      requested: true,
      requesting: false,
    });
    expect(run({ type: 'check-started' }, { type: 'check-succeeded', demoRequested: false }).requested).toBe(
      false,
    );
  });

  it('a failed check is treated as not requested', () => {
    expect(run({ type: 'check-started' }, { type: 'check-failed' })).toEqual({
      status: 'known',
      requested: false,
      requesting: false,
    });
  });

  it('a successful request, or a repeat request answered with the message, becomes requested', () => {
    const checked = [{ type: 'check-succeeded', demoRequested: false }, { type: 'request-started' }] as const;
    expect(run(...checked, { type: 'request-succeeded' })).toEqual({
      status: 'known',
      requested: true,
      requesting: false,
    });
    expect(isDemoAlreadyRequested(` ${DEMO_ALREADY_REQUESTED_MESSAGE} `)).toBe(true);
    expect(isDemoAlreadyRequested(undefined)).toBe(false);
    expect(run(...checked, { type: 'request-already-done' }).requested).toBe(true);
  });

  it('keeps the quirk: after a failed request the requesting flag stays true', () => {
    expect(REQUESTING_STAYS_TRUE_AFTER_FAILURE).toBe(true);
    const failed = run(
      { type: 'check-succeeded', demoRequested: false },
      { type: 'request-started' },
      { type: 'request-failed' },
    );
    expect(failed).toEqual({ status: 'known', requested: false, requesting: true });
    expect(demoButton(failed)).toEqual({ label: 'Schedule a demo today!', disabled: true, busy: true });
  });

  it('the button says so and is disabled once requested', () => {
    expect(demoButton(run({ type: 'check-succeeded', demoRequested: true }))).toEqual({
      label: 'Already requested a demo!',
      disabled: true,
      busy: false,
    });
    expect(demoButton(run({ type: 'check-succeeded', demoRequested: false })).disabled).toBe(false);
    expect(demoButton(run({ type: 'check-started' })).disabled).toBe(true);
  });

  it('the success toast names the module', () => {
    expect(demoRequestedToast('TEAM_SCHEDULING')).toEqual({
      title: 'Thank you',
      lines: [
        'Thank you for your request for a demo of Team Scheduling.',
        'One of our talent specialists will be in touch with you shortly.',
      ],
    });
  });
});
