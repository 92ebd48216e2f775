import { act } from '@testing-library/react';
import { useReadAgainWhenReachable } from '../../../src-ui/errors/use-read-again-when-reachable';
import { renderWidget } from '../widgets/render-widget';

function Reader({ failed, readAgain }: { readonly failed: boolean; readonly readAgain: () => void }) {
  useReadAgainWhenReachable(failed, readAgain);
  return null;
}

describe('useReadAgainWhenReachable (issue #29: a screen recovers when the server answers again)', () => {
  it('reads again when the server answers again while the read has failed', () => {
    const readAgain = jest.fn();
    const { fakes } = renderWidget(<Reader failed readAgain={readAgain} />);
    act(() => fakes.reachability.set(false));
    expect(readAgain).not.toHaveBeenCalled();
    act(() => fakes.reachability.set(true));
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the read did not fail, or while the server stays unreachable', () => {
    const readAgain = jest.fn();
    const { fakes } = renderWidget(<Reader failed={false} readAgain={readAgain} />);
    act(() => fakes.reachability.set(false));
    act(() => fakes.reachability.set(true));
    expect(readAgain).not.toHaveBeenCalled();
    const failedRead = jest.fn();
    const second = renderWidget(<Reader failed readAgain={failedRead} />);
    act(() => second.fakes.reachability.set(false));
    act(() => second.fakes.reachability.set(false));
    expect(failedRead).not.toHaveBeenCalled();
  });
});
