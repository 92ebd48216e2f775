/**
 * The sign-in worker (issues #29, #30): amazon-cognito-identity-js, loaded here while the person
 * types, runs the whole sign-in (SRP's big-integer work included) off the page's main thread, with
 * an in-memory storage; the page stores the tokens it hands back. One answer per request
 * (sign-in-worker.protocol.ts). Started by sign-in-worker.start.ts.
 */
import * as library from 'amazon-cognito-identity-js';
import { LibrarySignIn } from './library-sign-in';
import {
  answerSignInRequest,
  type SignInWorkerAnswer,
  type SignInWorkerRequest,
} from './sign-in-worker.protocol';

const scope = self as unknown as {
  onmessage: ((event: { readonly data: SignInWorkerRequest }) => void) | null;
  postMessage(answer: SignInWorkerAnswer): void;
};

const runner = new LibrarySignIn(library);

scope.onmessage = (event) => {
  void answerSignInRequest(runner, event.data).then((answer) => scope.postMessage(answer));
};
