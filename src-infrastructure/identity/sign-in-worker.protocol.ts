import type {
  CustomSignInRequest,
  LibraryOutcome,
  PasswordSignInRequest,
  SignInRunner,
} from './library-sign-in';

/**
 * The messages between the page (SignInWorkerClient) and the sign-in worker (sign-in.worker.ts),
 * which runs amazon-cognito-identity-js's own sign-in (issues #29, #30). Every request carries an
 * id; its one answer carries the same id. The password crosses once, in the `sign-in` request.
 */
export type SignInWorkerRequest =
  /** Answered once the library is loaded and warmed up. */
  | { readonly id: number; readonly kind: 'warm-up' }
  | { readonly id: number; readonly kind: 'sign-in'; readonly request: PasswordSignInRequest }
  | { readonly id: number; readonly kind: 'start-custom-challenge'; readonly request: CustomSignInRequest }
  | {
      readonly id: number;
      readonly kind: 'answer-custom-challenge';
      readonly answer: string;
      readonly challenge: string;
    };

export type SignInWorkerAnswer =
  | { readonly id: number; readonly kind: 'ready' }
  | { readonly id: number; readonly kind: 'outcome'; readonly outcome: LibraryOutcome };

/** The worker's side: answers one request with the runner (the library there). Never rejects. */
export async function answerSignInRequest(
  runner: SignInRunner,
  message: SignInWorkerRequest,
): Promise<SignInWorkerAnswer> {
  const outcome = async (step: () => Promise<LibraryOutcome>): Promise<SignInWorkerAnswer> => {
    try {
      return { id: message.id, kind: 'outcome', outcome: await step() };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { id: message.id, kind: 'outcome', outcome: { kind: 'failed', error: { message: text } } };
    }
  };
  switch (message.kind) {
    case 'warm-up':
      await runner.warmUp();
      return { id: message.id, kind: 'ready' };
    case 'sign-in':
      return outcome(() => runner.signIn(message.request));
    case 'start-custom-challenge':
      return outcome(() => runner.startCustomChallenge(message.request));
    case 'answer-custom-challenge':
      return outcome(() => runner.answerCustomChallenge(message.answer, message.challenge));
  }
}
