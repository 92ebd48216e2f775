import { act, render } from '@testing-library/react';
import { InjectionContext } from '../../../src-ui/injection/injection-context';
import { DocumentLanguage } from '../../../src-ui/language/DocumentLanguage';
import { createTestContainer } from '../../support/test-container';

describe('DocumentLanguage', () => {
  it('keeps <html lang dir> on the active language and marks the document hydrated', async () => {
    const { container, fakes } = createTestContainer();
    render(
      <InjectionContext.Provider value={container}>
        <DocumentLanguage />
      </InjectionContext.Provider>,
    );
    const html = document.documentElement;
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(html.dataset.hydrated).toBe('true');
    await act(() => fakes.translator.changeLanguage('ar'));
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
  });

  it('fails loudly when no container is provided', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<DocumentLanguage />)).toThrow(/no InjectionContext provider/);
  });
});
