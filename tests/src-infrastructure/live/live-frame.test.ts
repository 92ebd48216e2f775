import { liveFrameFromWire } from '../../../src-infrastructure/live/live-frame';

describe('liveFrameFromWire', () => {
  it('maps every catalogue event to its domain form (ids as numbers or decimal strings)', () => {
    expect(
      liveFrameFromWire(
        'message.created',
        '{"application_id":7,"message_id":"70","brand_id":3,"sender":"EMPLOYER"}',
      ),
    ).toEqual({
      kind: 'event',
      event: { kind: 'message.created', applicationId: 7, messageId: 70, brandId: 3, sender: 'EMPLOYER' },
    });
    expect(
      liveFrameFromWire('message.read', '{"application_id":7,"brand_id":3,"reader":"CANDIDATE"}'),
    ).toEqual({
      kind: 'event',
      event: { kind: 'message.read', applicationId: 7, brandId: 3, reader: 'CANDIDATE' },
    });
    expect(
      liveFrameFromWire('application.status_changed', '{"application_id":7,"brand_id":3,"status":"HIRED"}'),
    ).toMatchObject({ event: { kind: 'application.status_changed', status: 'HIRED' } });
    expect(liveFrameFromWire('news.created', '{"brand_id":3,"news_id":4}')).toMatchObject({
      event: { kind: 'news.created', newsId: 4 },
    });
    expect(
      liveFrameFromWire(
        'recognition.created',
        '{"brand_id":3,"recognition_id":5,"recipient_user_id":"6f1c2a9e-5b7d-4c1e-9a3f-0d8e7b6a5c4f"}',
      ),
    ).toMatchObject({
      event: {
        kind: 'recognition.created',
        recognitionId: 5,
        recipientUserId: '6f1c2a9e-5b7d-4c1e-9a3f-0d8e7b6a5c4f',
      },
    });
    expect(liveFrameFromWire('risk.flagged', '{"brand_id":3,"location_id":4,"answer_id":9}')).toMatchObject({
      event: { kind: 'risk.flagged', locationId: 4, answerId: 9 },
    });
    expect(liveFrameFromWire('time_off.changed', '{"brand_id":3,"request_id":8,"status":"PENDING"}')).toEqual(
      {
        kind: 'event',
        event: { kind: 'time_off.changed', brandId: 3, requestId: 8, status: 'PENDING' },
      },
    );
    expect(liveFrameFromWire('time_off.changed', '{"brand_id":3,"status":"PENDING"}')).toEqual({
      kind: 'ignored',
    });
    expect(liveFrameFromWire('availability.changed', '{"brand_id":3,"user_id":"u1"}')).toEqual({
      kind: 'event',
      event: { kind: 'availability.changed', brandId: 3, userId: 'u1' },
    });
    expect(liveFrameFromWire('availability.changed', '{"brand_id":3}')).toEqual({ kind: 'ignored' });
    for (const name of ['schedule.published', 'shift.changed'] as const) {
      expect(liveFrameFromWire(name, '{"brand_id":3,"week_start":"2026-12-07","published":false}')).toEqual({
        kind: 'event',
        event: { kind: name, brandId: 3, weekStart: '2026-12-07' },
      });
      expect(liveFrameFromWire(name, '{"brand_id":3}')).toEqual({ kind: 'ignored' });
    }
    expect(
      liveFrameFromWire(
        'shift_request.changed',
        '{"brand_id":3,"request_id":8,"shift_id":5,"status":"TAKEN"}',
      ),
    ).toEqual({
      kind: 'event',
      event: { kind: 'shift_request.changed', brandId: 3, requestId: 8, shiftId: 5, status: 'TAKEN' },
    });
    expect(
      liveFrameFromWire('shift_request.changed', '{"brand_id":3,"request_id":8,"status":"TAKEN"}'),
    ).toEqual({
      kind: 'ignored',
    });
    expect(
      liveFrameFromWire('interview.booked', '{"brand_id":3,"interview_id":"9","application_id":8}'),
    ).toEqual({
      kind: 'event',
      event: { kind: 'interview.booked', brandId: 3, interviewId: 9, applicationId: 8 },
    });
    expect(liveFrameFromWire('interview.changed', '{"brand_id":3,"interview_id":9}')).toEqual({
      kind: 'ignored',
    });
    expect(
      liveFrameFromWire(
        'logbook.notice',
        '{"brand_id":3,"entry_id":12,"entry_type":"INCIDENT","user_id":"u-1","reason":"ASSIGNED"}',
      ),
    ).toEqual({
      kind: 'event',
      event: { kind: 'logbook.notice', brandId: 3, entryId: 12, entryType: 'INCIDENT', reason: 'ASSIGNED' },
    });
    expect(
      liveFrameFromWire(
        'logbook.notice',
        '{"brand_id":3,"entry_id":12,"entry_type":"INCIDENT","reason":"LIKED"}',
      ),
    ).toEqual({ kind: 'ignored' });
    expect(liveFrameFromWire('reload', '{"reason":"TOO_FAR_BEHIND"}')).toEqual({
      kind: 'event',
      event: { kind: 'reload', reason: 'TOO_FAR_BEHIND' },
    });
  });

  it('reads the transport frames: ready (its position, "0" included) and session.ended', () => {
    expect(liveFrameFromWire('ready', '{"last_event_id":"42"}')).toEqual({
      kind: 'ready',
      lastEventId: '42',
    });
    expect(liveFrameFromWire('ready', '{"last_event_id":0}')).toEqual({ kind: 'ready', lastEventId: '0' });
    expect(liveFrameFromWire('ready', '{}')).toEqual({ kind: 'ready', lastEventId: undefined });
    expect(liveFrameFromWire('session.ended', '{"reason":"LOGGED_OUT"}')).toEqual({
      kind: 'session.ended',
      reason: 'LOGGED_OUT',
    });
  });

  it('ignores unknown names (a later issue’s events), bad JSON and data off the contract', () => {
    expect(liveFrameFromWire('punch.created', '{"brand_id":3}')).toEqual({ kind: 'ignored' });
    expect(liveFrameFromWire('message.created', 'not json')).toEqual({ kind: 'ignored' });
    expect(liveFrameFromWire('message.created', '"text"')).toEqual({ kind: 'ignored' });
    expect(
      liveFrameFromWire('message.created', '{"application_id":7,"message_id":1,"brand_id":3,"sender":"BOT"}'),
    ).toEqual({ kind: 'ignored' });
    expect(liveFrameFromWire('risk.flagged', '{"brand_id":-3,"location_id":4,"answer_id":9}')).toEqual({
      kind: 'ignored',
    });
  });

  it('keeps the in-app notice mark (issue #35) only when it is exactly true', () => {
    const frame = (data: string) => liveFrameFromWire('message.created', data);
    expect(
      frame('{"application_id":7,"message_id":1,"brand_id":3,"sender":"EMPLOYER","notice":true}'),
    ).toEqual({
      kind: 'event',
      event: {
        kind: 'message.created',
        applicationId: 7,
        messageId: 1,
        brandId: 3,
        sender: 'EMPLOYER',
        notice: true,
      },
    });
    expect(
      frame('{"application_id":7,"message_id":1,"brand_id":3,"sender":"EMPLOYER","notice":"yes"}'),
    ).toEqual({
      kind: 'event',
      event: { kind: 'message.created', applicationId: 7, messageId: 1, brandId: 3, sender: 'EMPLOYER' },
    });
    expect(
      liveFrameFromWire(
        'interview.changed',
        '{"interview_id":2,"application_id":7,"brand_id":3,"location_id":4,"state":"INVITED","by":"EMPLOYER","notice":true}',
      ),
    ).toEqual({
      kind: 'event',
      event: { kind: 'interview.changed', interviewId: 2, applicationId: 7, brandId: 3, notice: true },
    });
    expect(
      liveFrameFromWire(
        'application.status_changed',
        '{"application_id":7,"brand_id":3,"status":"HIRED","notice":true}',
      ),
    ).toEqual({
      kind: 'event',
      event: {
        kind: 'application.status_changed',
        applicationId: 7,
        brandId: 3,
        status: 'HIRED',
        notice: true,
      },
    });
  });
});
