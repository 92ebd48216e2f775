import {
  inAppNoticeKind,
  inAppNoticeOf,
  MAX_IN_APP_NOTICES,
  noticeReaches,
  withNotice,
} from '../../../src-domain/notifications/in-app-notice.rules';

describe('inAppNoticeKind', () => {
  it('makes a message news for the side that did not write it', () => {
    expect(inAppNoticeKind({ name: 'message.created', sender: 'EMPLOYER' }, 'CANDIDATE')).toBe('MESSAGE');
    expect(inAppNoticeKind({ name: 'message.created', sender: 'CANDIDATE' }, 'EMPLOYER')).toBe('MESSAGE');
    expect(inAppNoticeKind({ name: 'message.created', sender: 'EMPLOYER' }, 'EMPLOYER')).toBeUndefined();
    expect(inAppNoticeKind({ name: 'message.created' }, 'CANDIDATE')).toBeUndefined();
  });

  it('tells status changes and a manager’s invitation to the candidate only', () => {
    expect(inAppNoticeKind({ name: 'application.status_changed' }, 'CANDIDATE')).toBe('STATUS');
    expect(inAppNoticeKind({ name: 'application.status_changed' }, 'EMPLOYER')).toBeUndefined();
    const invited = { name: 'interview.changed', state: 'INVITED', by: 'EMPLOYER' };
    expect(inAppNoticeKind(invited, 'CANDIDATE')).toBe('INTERVIEW');
    expect(inAppNoticeKind(invited, 'EMPLOYER')).toBeUndefined();
    // The candidate's own cancellation reopens the invitation: not news for them.
    expect(inAppNoticeKind({ ...invited, by: 'CANDIDATE' }, 'CANDIDATE')).toBeUndefined();
    expect(inAppNoticeKind({ ...invited, state: 'DONE' }, 'CANDIDATE')).toBeUndefined();
  });

  it('ignores every other event', () => {
    for (const name of ['message.read', 'interview.booked', 'news.created', 'schedule.published']) {
      expect(inAppNoticeKind({ name, sender: 'EMPLOYER' }, 'CANDIDATE')).toBeUndefined();
    }
  });
});

describe('noticeReaches', () => {
  it('needs a kind, in-app on and a person the thread’s news is for', () => {
    expect(noticeReaches('MESSAGE', { inApp: true, toldOfThread: true })).toBe(true);
    expect(noticeReaches('MESSAGE', { inApp: false, toldOfThread: true })).toBe(false);
    expect(noticeReaches('MESSAGE', { inApp: true, toldOfThread: false })).toBe(false);
    expect(noticeReaches(undefined, { inApp: true, toldOfThread: true })).toBe(false);
  });
});

describe('inAppNoticeOf', () => {
  const message = { kind: 'message.created', applicationId: 7, messageId: 1, brandId: 3 } as const;

  it('shows only events the server marked, linking to the page of the side told', () => {
    expect(inAppNoticeOf({ ...message, sender: 'EMPLOYER' })).toBeUndefined();
    expect(inAppNoticeOf({ ...message, sender: 'EMPLOYER', notice: true })).toEqual({
      key: 'MESSAGE:7',
      kind: 'MESSAGE',
      applicationId: 7,
      path: '/dashboard/member/applications/7',
    });
    expect(inAppNoticeOf({ ...message, sender: 'CANDIDATE', notice: true })?.path).toBe(
      '/hiring/applications/7',
    );
    expect(
      inAppNoticeOf({
        kind: 'application.status_changed',
        applicationId: 7,
        brandId: 3,
        status: 'OFFERED',
        notice: true,
      }),
    ).toMatchObject({ kind: 'STATUS', status: 'OFFERED', path: '/dashboard/member/applications/7' });
    expect(
      inAppNoticeOf({
        kind: 'interview.changed',
        applicationId: 7,
        brandId: 3,
        interviewId: 2,
        notice: true,
      }),
    ).toMatchObject({ kind: 'INTERVIEW', path: '/dashboard/member/applications/7' });
    expect(inAppNoticeOf({ kind: 'news.created', brandId: 3, newsId: 1 })).toBeUndefined();
  });
});

describe('withNotice', () => {
  const notice = (kind: 'MESSAGE' | 'STATUS', applicationId: number) => ({
    key: `${kind}:${applicationId}`,
    kind,
    applicationId,
    path: `/p/${applicationId}`,
  });

  it('replaces a notice of the same thread and kind, newest last', () => {
    const shown = withNotice([notice('MESSAGE', 1), notice('STATUS', 1)], notice('MESSAGE', 1));
    expect(shown.map((item) => item.key)).toEqual(['STATUS:1', 'MESSAGE:1']);
  });

  it(`keeps at most ${MAX_IN_APP_NOTICES}, the oldest leaving first`, () => {
    let shown = withNotice([], notice('MESSAGE', 1));
    for (const id of [2, 3, 4]) shown = withNotice(shown, notice('MESSAGE', id));
    expect(shown.map((item) => item.applicationId)).toEqual([2, 3, 4]);
  });
});
