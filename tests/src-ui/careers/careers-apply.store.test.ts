import type {
  CareersApplication,
  CareersApplicationPort,
  CareersApplyOutcome,
  ResumeFile,
  ResumeUploadOutcome,
} from '../../../src-domain/careers/careers-application.port';
import { CareersApplyStore } from '../../../src-ui/careers/careers-apply.store';

/** A port whose uploads wait until the test settles them. */
class ScriptedPort implements CareersApplicationPort {
  readonly sent: CareersApplication[] = [];
  readonly uploads: {
    name: string;
    settle: (outcome: ResumeUploadOutcome) => void;
    progress: (f: number) => void;
  }[] = [];
  answer: CareersApplyOutcome = { kind: 'applied', applicationId: 7, merged: false, knockoutQuestionIds: [] };

  async apply(_slug: string, _id: number, application: CareersApplication) {
    this.sent.push(application);
    return this.answer;
  }

  uploadResume(_slug: string, _id: number, file: ResumeFile, _type: string, onProgress: (f: number) => void) {
    return new Promise<ResumeUploadOutcome>((settle) =>
      this.uploads.push({ name: file.name, settle, progress: onProgress }),
    );
  }
}

const file = (name: string, size = 1000): ResumeFile => ({ name, size, slice: () => new Blob() });
const phone = { e164: '+15035550100', valid: true, empty: false } as never;

function filledStore(port: ScriptedPort, siteKey = '') {
  const store = new CareersApplyStore(port, 'harbor-grill', { id: 3, questions: [] }, siteKey);
  store.setText('firstName', 'Ana');
  store.setText('lastName', 'Lima');
  store.setText('email', 'ana@example.test');
  store.setPhone(phone);
  store.setConsent(true);
  return store;
}

describe('the résumé of the application form', () => {
  it('refuses a type or a size before sending anything', async () => {
    const port = new ScriptedPort();
    const store = filledStore(port);
    await store.pickResume(file('virus.exe'));
    expect(store.errors.resume).toBe('resumeType');
    await store.pickResume(file('cv.pdf', 6 * 1024 * 1024));
    expect(store.errors.resume).toBe('resumeTooLarge');
    expect(port.uploads).toHaveLength(0);
  });

  it('shows progress, keeps the last file picked, and sends its upload with the application', async () => {
    const port = new ScriptedPort();
    const store = filledStore(port);
    const first = store.pickResume(file('old.pdf'));
    port.uploads[0]!.progress(0.5);
    expect(store.resume).toMatchObject({ status: 'uploading', progress: 0.5 });
    // Submitting while it uploads is refused, with what was typed kept.
    await store.submit();
    expect(store.errors.resume).toBe('resumeUploading');
    expect(port.sent).toHaveLength(0);
    const second = store.pickResume(file('new.docx'));
    port.uploads[0]!.settle({ kind: 'uploaded', uploadId: 'a'.repeat(64) });
    port.uploads[1]!.settle({ kind: 'uploaded', uploadId: 'b'.repeat(64) });
    await Promise.all([first, second]);
    expect(store.resume).toMatchObject({ status: 'uploaded', name: 'new.docx', uploadId: 'b'.repeat(64) });
    await store.submit();
    expect(port.sent[0]).toMatchObject({ firstName: 'Ana', resumeUploadId: 'b'.repeat(64) });
  });

  it('says an upload refusal under the field and drops an expired upload at submit', async () => {
    const port = new ScriptedPort();
    const store = filledStore(port);
    const picked = store.pickResume(file('cv.pdf'));
    port.uploads[0]!.settle({ kind: 'refused', code: 'CAREERS.RESUME_TYPE_MISMATCH' });
    await picked;
    expect(store.resume).toBeUndefined();
    expect(store.errors.resume).toBe('resumeType');
    const again = store.pickResume(file('cv.pdf'));
    port.uploads[1]!.settle({ kind: 'uploaded', uploadId: 'c'.repeat(64) });
    await again;
    port.answer = { kind: 'refused', code: 'CAREERS.RESUME_INVALID', field: 'resume' };
    await store.submit();
    expect(store.errors.resume).toBe('CAREERS.RESUME_INVALID');
    expect(store.resume).toBeUndefined();
    expect(store.email).toBe('ana@example.test');
    store.removeResume();
    expect(store.errors.resume).toBeUndefined();
  });
});

describe('reCAPTCHA and pre-filling', () => {
  it('asks for the widget’s token when the page has a site key, and sends it once', async () => {
    const port = new ScriptedPort();
    const store = filledStore(port, 'site-key');
    await store.submit();
    expect(store.errors.recaptcha).toBe('recaptchaRequired');
    store.setRecaptchaToken('token-1');
    port.answer = { kind: 'refused', code: 'RECAPTCHA.INVALID', field: 'recaptcha' };
    await store.submit();
    expect(port.sent[0]).toMatchObject({ recaptchaToken: 'token-1' });
    expect(store.recaptchaToken).toBeUndefined();
    expect(store.attempts).toBe(1);
  });

  it('fills only empty fields from a text-to-apply link', () => {
    const store = new CareersApplyStore(new ScriptedPort(), 'harbor-grill', { id: 3, questions: [] });
    store.setText('email', 'typed@example.test');
    store.prefill({ firstName: 'Lee', email: 'lee@example.test' });
    expect([store.firstName, store.email]).toEqual(['Lee', 'typed@example.test']);
  });
});
