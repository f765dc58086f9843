import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@careers/shared/testing';
import { Button } from './Button';
import { Modal, ModalContainerProvider } from './Modal';

function DeclineFlow({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Decline</Button>
      <Modal
        open={open}
        title="Decline offer?"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Back to offer
            </Button>
            <Button variant="disruptive">Decline offer</Button>
          </>
        }
      >
        <p>Declining this offer will remove it from your pending opportunities and will notify the company.</p>
      </Modal>
    </>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  renderWithProviders(<DeclineFlow onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Decline' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Decline offer?' }) };
}

it('is a modal dialog named by its title, focused when it opens', async () => {
  const { dialog } = await openDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveFocus();
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const { user } = await openDialog();
  const close = screen.getByRole('button', { name: 'Close' });
  const back = screen.getByRole('button', { name: 'Back to offer' });
  const decline = screen.getByRole('button', { name: 'Decline offer' });

  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(back).toHaveFocus();
  await user.tab();
  expect(decline).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(decline).toHaveFocus();
});

it('closes on Escape and gives focus back to the opener', async () => {
  const onClose = jest.fn();
  const { user, opener } = await openDialog(onClose);
  await user.tab();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes with the close button', async () => {
  const onClose = jest.fn();
  const { user } = await openDialog(onClose);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('renders nothing while closed', () => {
  renderWithProviders(<Modal open={false} title="Hidden" onClose={() => {}} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens inside the container it is given (a widget in a shadow root) and gives focus back to the opener in there', async () => {
  const user = userEvent.setup();
  const host = document.body.appendChild(document.createElement('div'));
  const shadow = host.attachShadow({ mode: 'open' });
  const inside = shadow.appendChild(document.createElement('div'));
  const portal = shadow.appendChild(document.createElement('div'));
  renderWithProviders(
    <ModalContainerProvider value={portal}>
      <DeclineFlow />
    </ModalContainerProvider>,
    { container: inside },
  );
  const opener = within(inside).getByRole('button', { name: 'Decline' });
  await user.click(opener);
  const dialog = within(portal).getByRole('dialog', { name: 'Decline offer?' });
  expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  expect(shadow.activeElement).toBe(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(within(portal).queryByRole('dialog')).toBeNull();
  expect(shadow.activeElement).toBe(opener);
  host.remove();
});
