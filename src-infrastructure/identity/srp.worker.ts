/**
 * The SRP worker (issue #20): runs amazon-cognito-identity-js's AuthenticationHelper for the
 * main thread, one answer per request (srp-worker.protocol.ts), so the sign-in's big-integer work
 * does not hold up the screens after it. Started by srp-worker.start.ts.
 */
import * as library from 'amazon-cognito-identity-js';
import { type SrpLibrary } from './srp-acceleration';
import { answerSrpRequest, type SrpWorkerAnswer, type SrpWorkerRequest } from './srp-worker.protocol';

const scope = self as unknown as {
  onmessage: ((event: { readonly data: SrpWorkerRequest }) => void) | null;
  postMessage(answer: SrpWorkerAnswer): void;
};

scope.onmessage = (event) => {
  void answerSrpRequest(library as unknown as SrpLibrary, event.data).then((answer) =>
    scope.postMessage(answer),
  );
};
