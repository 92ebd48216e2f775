import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { ScriptLoaderPort } from '../../../src-domain/scripts/script-loader.port';
import { InjectionContext } from '../../../src-ui/injection/injection-context';
import { useInjection } from '../../../src-ui/injection/use-injection';

function NeedsLoader() {
  useInjection(ScriptLoaderPort);
  return null;
}

describe('useInjection', () => {
  it('throws when nothing is bound to the token (a wiring bug is never a silent no-op)', () => {
    const container = new Container({ autobind: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <InjectionContext.Provider value={container}>
          <NeedsLoader />
        </InjectionContext.Provider>,
      ),
    ).toThrow(/domain\.script-loader/);
  });
});
