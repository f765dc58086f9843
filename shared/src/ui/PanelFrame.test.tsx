import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careers/shared/testing';
import { PanelFrame } from './PanelFrame';

function renderPanel({ modal, onClose = jest.fn() }: { modal: boolean; onClose?: () => void }) {
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <PanelFrame id="kept-jobs" title="Job cart" closeLabel="Close job cart" onClose={onClose} modal={modal} frameCss={{}}>
        <button type="button">Remove</button>
      </PanelFrame>
    </>,
  );
  return { user: userEvent.setup(), onClose, dialog: screen.getByRole('dialog', { name: 'Job cart' }) };
}

it('is a dialog named by its heading, with the id its toggle points at', () => {
  const { dialog } = renderPanel({ modal: true });
  expect(dialog).toHaveAttribute('id', 'kept-jobs');
  expect(screen.getByRole('heading', { level: 2, name: 'Job cart' })).toBeInTheDocument();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
});

it('closes with its × button and with Escape', async () => {
  const { user, onClose } = renderPanel({ modal: true });
  await user.click(screen.getByRole('button', { name: 'Close job cart' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('keeps Tab inside while it covers the page', async () => {
  const { user } = renderPanel({ modal: true });
  screen.getByRole('button', { name: 'Remove' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close job cart' })).toHaveFocus();
});

it('lets Tab leave and says nothing of modality beside the page', async () => {
  const { user, dialog } = renderPanel({ modal: false });
  expect(dialog).not.toHaveAttribute('aria-modal');
  screen.getByRole('button', { name: 'Remove' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close job cart' })).not.toHaveFocus();
});
