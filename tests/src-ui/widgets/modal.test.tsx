import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { AlertModal } from '../../../src-ui/widgets/modal/AlertModal';
import { ConfirmModal } from '../../../src-ui/widgets/modal/ConfirmModal';
import { Modal, MODAL_SIZES } from '../../../src-ui/widgets/modal/Modal';
import { ModalFailure } from '../../../src-ui/widgets/modal/ModalFailure';
import { MODAL_BASE_LAYER } from '../../../src-ui/widgets/modal/modal-stack';
import { renderWidget } from './render-widget';

function Stacked() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open
      </button>
      <Modal
        open={outer}
        onClose={() => setOuter(false)}
        title="Outer"
        size="xl"
        footer={
          <button type="button" onClick={() => setInner(true)}>
            Inner
          </button>
        }
      >
        <p>Outer body</p>
        <AlertModal open={inner} title="Inner modal" onClose={() => setInner(false)}>
          Inner body
        </AlertModal>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('has the sizes xs to xxl', () => {
    expect(MODAL_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
  });

  it('stacks from layer 1030, keeps modal-open on the body while any is shown, and Escape closes the top one', async () => {
    const user = userEvent.setup();
    renderWidget(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    expect(outer).toHaveAttribute('aria-modal', 'true');
    expect(outer).toHaveClass('modal--xl');
    expect(outer.closest('.modal-layer')).toHaveStyle({ zIndex: String(MODAL_BASE_LAYER) });
    expect(document.body).toHaveClass('modal-open');

    await user.click(screen.getByRole('button', { name: 'Inner' }));
    const inner = screen.getByRole('alertdialog', { name: 'Inner modal' });
    expect(inner.closest('.modal-layer')).toHaveStyle({ zIndex: String(MODAL_BASE_LAYER + 10) });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(document.body).toHaveClass('modal-open');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('traps focus: Tab cycles inside the dialog, header close first', async () => {
    const user = userEvent.setup();
    renderWidget(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let index = 0; index < 4; index++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

/** An opener that the confirmation removes, as archiving a row removes its Archive button. */
function RemovesOpener() {
  const [open, setOpen] = useState(false);
  const [removed, setRemoved] = useState(false);
  // Read when the modal closes, in the same render that removes the opener: a ref, not the state.
  const removing = useRef(false);
  return (
    <>
      {!removed && (
        <button type="button" onClick={() => setOpen(true)}>
          Remove me
        </button>
      )}
      <button type="button" id="next-row">
        Next row
      </button>
      <ConfirmModal
        open={open}
        title="Remove?"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          removing.current = true;
          setRemoved(true);
          setOpen(false);
        }}
        returnFocus={() => (removing.current ? document.getElementById('next-row') : undefined)}
      >
        Sure?
      </ConfirmModal>
    </>
  );
}

describe('Modal focus on closing', () => {
  it('goes back to the opener, or where returnFocus says when it answers an element', async () => {
    const user = userEvent.setup();
    renderWidget(<RemovesOpener />);
    await user.click(screen.getByRole('button', { name: 'Remove me' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove me' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove me' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next row' })).toHaveFocus());
  });
});

describe('ConfirmModal and AlertModal', () => {
  it('confirms or cancels from the footer', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWidget(
      <ConfirmModal
        open
        title="Archive?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        confirmLabel="Archive"
        danger
      >
        Sure?
      </ConfirmModal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Archive?' });
    expect(dialog).toHaveAccessibleDescription('Sure?');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables Confirm while busy', () => {
    renderWidget(
      <ConfirmModal open busy title="Archive?" onConfirm={jest.fn()} onCancel={jest.fn()}>
        Sure?
      </ConfirmModal>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('acknowledges an alert with OK', async () => {
    const onClose = jest.fn();
    renderWidget(
      <AlertModal open title="Done" onClose={onClose}>
        Saved
      </AlertModal>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ModalFailure', () => {
  it('shows the texts of spec 001 §8 with Close and Reload Page', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onReload = jest.fn();
    renderWidget(<ModalFailure open onClose={onClose} onReload={onReload} />);
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error occurred!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An unexpected error has occurred while loading the modal content. This might be a temporary issue.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You can try to reload the content or refresh the page to continue.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalled();
    const closes = screen.getAllByRole('button', { name: 'Close' });
    await user.click(closes.at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
