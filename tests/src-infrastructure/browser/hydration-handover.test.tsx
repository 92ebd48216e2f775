import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  completeHydrationHandover,
  handOverTypedValues,
} from '../../../src-infrastructure/browser/hydration-handover';
import { ENGAGEMENT_READY_EVENT } from '../../../src-infrastructure/browser/engagement-loader.script';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the app's stores hold, as the fields' onChange put it there. */
interface FormState {
  email: string;
  password: string;
}
let state: FormState = { email: '', password: '' };

/** A login form whose fields are controlled by state; `onField` is the store's setter. */
function Form({ onField }: { onField: (field: keyof FormState, value: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <input
        aria-label="Email"
        type="email"
        value={email}
        onChange={(event) => {
          onField('email', event.target.value);
          setEmail(event.target.value);
        }}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(event) => {
          onField('password', event.target.value);
          setPassword(event.target.value);
        }}
      />
      <input aria-label="Remember" type="checkbox" defaultChecked={false} />
    </form>
  );
}

/** The server's markup, typed into before the app hydrates it, then hydrated. */
async function typedThenHydrated(typed: { email?: string; password?: string }) {
  state = { email: '', password: '' };
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onField={() => undefined} />);
  document.body.replaceChildren(root);
  const email = root.querySelector<HTMLInputElement>('[aria-label="Email"]')!;
  const password = root.querySelector<HTMLInputElement>('[aria-label="Password"]')!;
  if (typed.email !== undefined) email.value = typed.email;
  if (typed.password !== undefined) password.value = typed.password;
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <Form onField={(field, value) => (state[field] = value)} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { root, email, password, recoverable };
}

describe('the hydration handover (issue #20: nothing typed before the app starts is lost)', () => {
  it('React keeps typed text in a hydrated field but not in its state; the handover puts it there', async () => {
    const { root, email, password, recoverable } = await typedThenHydrated({
      email: 'manager@demo.brigade.test',
      password: 'secret word',
    });
    expect(email.value).toBe('manager@demo.brigade.test');
    expect(state.email).toBe('');

    let handedOver = 0;
    await act(async () => {
      handedOver = handOverTypedValues(root);
    });
    expect(handedOver).toBe(2);
    expect(state).toMatchObject({ email: 'manager@demo.brigade.test', password: 'secret word' });
    expect(email.value).toBe('manager@demo.brigade.test');
    expect(password.value).toBe('secret word');
    expect(recoverable).toEqual([]);
  });

  it('leaves untouched fields (and checkboxes) alone', async () => {
    const { root } = await typedThenHydrated({ password: 'only this' });
    let handedOver = 0;
    await act(async () => {
      handedOver = handOverTypedValues(root);
    });
    expect(handedOver).toBe(1);
    expect(state).toMatchObject({ email: '', password: 'only this' });
  });

  it('hands over, then tells the engagement loader that the app is ready', async () => {
    const { root } = await typedThenHydrated({ email: 'a@b.test' });
    const order: string[] = [];
    const onReady = () => order.push(`ready with ${state.email}`);
    document.addEventListener(ENGAGEMENT_READY_EVENT, onReady);
    await act(async () => completeHydrationHandover(root));
    document.removeEventListener(ENGAGEMENT_READY_EVENT, onReady);
    expect(order).toEqual(['ready with a@b.test']);
  });
});
