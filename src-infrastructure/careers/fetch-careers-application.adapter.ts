import {
  fieldOfRefusal,
  type CareersApplication,
  type CareersApplicationPort,
  type CareersApplyOutcome,
  type ResumeFile,
  type ResumeUploadOutcome,
} from '../../src-domain/careers/careers-application.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type ApplyPath = '/v1/careers/{slug}/positions/{position}/applications';
type PresignPath = '/v1/careers/{slug}/positions/{position}/resume_uploads';
type Envelope<T> = { data?: T; error?: { code?: string; message?: string } };

/** PUTs `body` with XMLHttpRequest (fetch reports no upload progress); resolves with status and JSON. */
function putWithProgress(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      resolve({ status: request.status, json });
    };
    request.onerror = () => resolve({ status: 0, json: undefined });
    request.send(body as Blob);
  });
}

/**
 * CareersApplicationPort over `fetch` (the careers pages carry no HTTP client of the signed-in
 * app): POST /api/core/v1/careers/{slug}/positions/{id}/applications, without credentials.
 * Every answer resolves: 201 `applied`, a coded error `refused` with its code, no answer
 * `refused` NETWORK.
 */
export class FetchCareersApplication implements CareersApplicationPort {
  constructor(private readonly apiBase = '/api/core') {}

  async apply(
    slug: string,
    positionId: number,
    application: CareersApplication,
  ): Promise<CareersApplyOutcome> {
    const body = {
      first_name: application.firstName,
      last_name: application.lastName,
      email: application.email,
      phone: application.phone,
      answers: application.answers.map((answer) => ({
        question_id: answer.questionId,
        answer: answer.answer,
      })),
      consent: application.consent,
      ...(application.resumeUploadId ? { resume_upload_id: application.resumeUploadId } : {}),
      ...(application.recaptchaToken ? { 'g-recaptcha-response': application.recaptchaToken } : {}),
    } satisfies WireBody<ApplyPath, 'post'>;
    let response: Response;
    try {
      response = await fetch(
        `${this.apiBase}/v1/careers/${encodeURIComponent(slug)}/positions/${positionId}/applications`,
        {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        },
      );
    } catch {
      return { kind: 'refused', code: 'NETWORK', field: undefined };
    }
    const json = (await response.json().catch(() => undefined)) as
      { data?: WireData<ApplyPath, 'post'>; error?: { code?: string; message?: string } } | undefined;
    if (response.ok && json?.data) {
      return {
        kind: 'applied',
        applicationId: json.data.application_id,
        merged: json.data.merged,
        knockoutQuestionIds: json.data.knockout_questions,
      };
    }
    const code = json?.error?.code ?? (response.status >= 500 ? 'SERVER' : 'NETWORK');
    return { kind: 'refused', code, field: fieldOfRefusal(code, json?.error?.message) };
  }

  async uploadResume(
    slug: string,
    positionId: number,
    file: ResumeFile,
    type: string,
    onProgress: (fraction: number) => void,
  ): Promise<ResumeUploadOutcome> {
    const refused = (status: number, json: unknown): ResumeUploadOutcome => ({
      kind: 'refused',
      code: (json as Envelope<unknown> | undefined)?.error?.code ?? (status >= 500 ? 'SERVER' : 'NETWORK'),
    });
    let presigned: Response;
    try {
      presigned = await fetch(
        `${this.apiBase}/v1/careers/${encodeURIComponent(slug)}/positions/${positionId}/resume_uploads`,
        {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            name: file.name.slice(0, 200),
            content_type: type,
            size: file.size,
          } satisfies WireBody<PresignPath, 'post'>),
        },
      );
    } catch {
      return { kind: 'refused', code: 'NETWORK' };
    }
    const signed = (await presigned.json().catch(() => undefined)) as
      Envelope<WireData<PresignPath, 'post'>> | undefined;
    if (!presigned.ok || !signed?.data) return refused(presigned.status, signed);
    // The bytes without a type: the browser then sends no Content-Type (the media flow's rule).
    const bytes = file.slice(0, file.size, '');
    const put = await putWithProgress(signed.data.url, bytes, signed.data.headers, onProgress);
    if (put.status < 200 || put.status >= 300) return refused(put.status, put.json);
    if (signed.data.complete_url !== null) {
      // Object storage: the bytes went to the bucket's quarantine; our server checks them.
      const checked = await fetch(signed.data.complete_url, {
        method: 'POST',
        credentials: 'omit',
        headers: signed.data.headers,
      }).catch(() => undefined);
      if (!checked?.ok) return refused(checked?.status ?? 0, await checked?.json().catch(() => undefined));
    }
    onProgress(1);
    return { kind: 'uploaded', uploadId: signed.data.upload_id };
  }
}
