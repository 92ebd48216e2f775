import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  completeHydrationHandover,
  handOverChosenValues,
  handOverTypedValues,
  readChosenValues,
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

/** What an application form's store holds of its boxes, select and text (issue #38). */
interface Choices {
  name: string;
  consent: boolean;
  answer: string;
  country: string;
}
let choices: Choices = { name: '', consent: false, answer: '', country: 'US' };

/** Controlled text, checkbox, radio group and select; `onChoice` is the store's setter. */
function ChoiceForm({ onChoice }: { onChoice: (choice: Partial<Choices>) => void }) {
  const [form, setForm] = useState<Choices>({ name: '', consent: false, answer: '', country: 'US' });
  const set = (choice: Partial<Choices>) => {
    onChoice(choice);
    setForm((current) => ({ ...current, ...choice }));
  };
  return (
    <form>
      <input aria-label="Name" value={form.name} onChange={(event) => set({ name: event.target.value })} />
      <input
        aria-label="Consent"
        type="checkbox"
        checked={form.consent}
        onChange={(event) => set({ consent: event.target.checked })}
      />
      {['YES', 'NO'].map((answer) => (
        <input
          key={answer}
          aria-label={answer}
          type="radio"
          name="answer"
          value={answer}
          checked={form.answer === answer}
          onChange={() => set({ answer })}
        />
      ))}
      <select
        aria-label="Country"
        value={form.country}
        onChange={(event) => set({ country: event.target.value })}
      >
        <option value="US">United States</option>
        <option value="ES">Spain</option>
      </select>
    </form>
  );
}

describe('the hydration handover of choices (issue #38: boxes and selects chosen before the script)', () => {
  it('hands checked boxes, the checked radio and a changed select over with the typed text', async () => {
    choices = { name: '', consent: false, answer: '', country: 'US' };
    const root = document.createElement('div');
    root.innerHTML = renderToString(<ChoiceForm onChoice={() => undefined} />);
    document.body.replaceChildren(root);
    const field = <T extends Element>(label: string) => root.querySelector<T>(`[aria-label="${label}"]`)!;
    field<HTMLInputElement>('Name').value = 'Lucía';
    field<HTMLInputElement>('Consent').checked = true;
    field<HTMLInputElement>('NO').checked = true;
    field<HTMLSelectElement>('Country').value = 'ES';
    await act(async () => {
      hydrateRoot(root, <ChoiceForm onChoice={(choice) => (choices = { ...choices, ...choice })} />);
    });
    expect(choices).toEqual({ name: '', consent: false, answer: '', country: 'US' });

    const ready = jest.fn();
    document.addEventListener(ENGAGEMENT_READY_EVENT, ready);
    await act(async () => completeHydrationHandover(root));
    document.removeEventListener(ENGAGEMENT_READY_EVENT, ready);
    expect(choices).toEqual({ name: 'Lucía', consent: true, answer: 'NO', country: 'ES' });
    expect(field<HTMLInputElement>('Name').value).toBe('Lucía');
    expect(field<HTMLInputElement>('Consent').checked).toBe(true);
    expect(field<HTMLInputElement>('NO').checked).toBe(true);
    expect(field<HTMLInputElement>('YES').checked).toBe(false);
    expect(field<HTMLSelectElement>('Country').value).toBe('ES');
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('reads nothing when nothing was chosen', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<ChoiceForm onChoice={() => undefined} />);
    const chosen = readChosenValues(root);
    expect(chosen.boxes).toEqual([]);
    expect(chosen.selects).toEqual([]);
    expect(handOverChosenValues(chosen)).toBe(0);
  });
});
