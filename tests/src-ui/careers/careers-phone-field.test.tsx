import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { PhoneValidity } from '../../../src-ui/widgets/phone-input/phone-validity';
import { CareersPhoneField } from '../../../src-ui/careers/CareersPhoneField';
import { completeHydrationHandover } from '../../../src-infrastructure/browser/hydration-handover';
import { createInMemoryI18n } from '../../../src-infrastructure/i18n/in-memory-i18n.factory';
import en from '../../../src/locales/en.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Issue #38: the careers form's phone field, on a native select (no react-aria in the careers script). */
describe('CareersPhoneField', () => {
  it('is served with its starting country alone, lists every country once hydrated, and judges the number', async () => {
    const i18n = createInMemoryI18n('es', en as never, undefined);
    const validities: PhoneValidity[] = [];
    const field = (onValidity: (validity: PhoneValidity) => void) => (
      <I18nextProvider i18n={i18n}>
        <CareersPhoneField label="Phone" country="ES" onValidityChange={onValidity} />
      </I18nextProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(field(() => undefined));
    document.body.replaceChildren(root);
    const select = root.querySelector('select')!;
    expect([...select.options].map((option) => option.value)).toEqual(['ES']);

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        field((validity) => validities.push(validity)),
        {
          onRecoverableError: (error) => recoverable.push(error),
        },
      );
    });
    expect(recoverable).toEqual([]);
    expect(select.options.length).toBeGreaterThan(200);
    expect(select.value).toBe('ES');

    const number = root.querySelector<HTMLInputElement>('input[type="tel"]')!;
    await act(async () => {
      select.value = 'FR';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const setNative = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setNative.call(number, '06 12 34 56 78');
      number.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(validities.at(-1)).toMatchObject({ valid: true, e164: '+33612345678', country: 'FR' });
  });

  it('keeps a number typed before hydration: the list comes in without a render of the number field', async () => {
    const i18n = createInMemoryI18n('es', en as never, undefined);
    const validities: PhoneValidity[] = [];
    const field = (onValidity: (validity: PhoneValidity) => void) => (
      <I18nextProvider i18n={i18n}>
        <CareersPhoneField label="Phone" country="ES" onValidityChange={onValidity} />
      </I18nextProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(field(() => undefined));
    document.body.replaceChildren(root);
    const number = root.querySelector<HTMLInputElement>('input[type="tel"]')!;
    number.value = '612 34 56 78';
    await act(async () => {
      hydrateRoot(
        root,
        field((validity) => validities.push(validity)),
      );
    });
    expect(root.querySelector('select')!.options.length).toBeGreaterThan(200);
    expect(number.value).toBe('612 34 56 78');
    await act(async () => completeHydrationHandover(root));
    expect(validities.at(-1)).toMatchObject({ valid: true, e164: '+34612345678' });
  });
});
