import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnapshot } from 'valtio/react';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { AddToCartButton, JobCartToggle, LazyJobCartPanel, closeJobCart, jobCartStore } from './index';
import { cartRoutes, deferred, position } from './testCart';

const designer = position(7, 'Product Designer');
const archived = position(8, 'Data Analyst', 'Madrid, Spain', '2024-05-01T00:00:00Z');
const engineer = position(9, 'Backend Engineer');
const catalogue = [designer, archived, engineer];

/** The search page's use of the cart: the toggle in the toolbar, the panel driven by the store. */
function Page({ onOpenPosition }: { onOpenPosition(id: number): void }) {
  const { open } = useSnapshot(jobCartStore);
  return (
    <>
      <JobCartToggle />
      <LazyJobCartPanel open={open} onClose={closeJobCart} onOpenPosition={onOpenPosition} />
    </>
  );
}

async function openPanel(routes = cartRoutes(catalogue, [7, 8, 9])) {
  const onOpenPosition = jest.fn();
  const transport = createFakeTransport(routes);
  renderWithProviders(<Page onOpenPosition={onOpenPosition} />, { transport });
  const toggle = await screen.findByRole('button', { name: /^Job cart \d+ items?$/ });
  await userEvent.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Job cart' });
  return { toggle, dialog, onOpenPosition, transport };
}

it('lists the cart and flags the positions that are no longer available', async () => {
  const { dialog } = await openPanel();
  const rows = within(dialog).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Product Designer', 'Data Analyst', 'Backend Engineer']);
  expect(within(rows[1]!).getByText('No longer available')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('link', { name: 'Data Analyst' })).toHaveAccessibleDescription('No longer available');
  expect(within(rows[0]!).queryByText('No longer available')).not.toBeInTheDocument();
  expect(within(rows[2]!).queryByText('No longer available')).not.toBeInTheDocument();
});

it('takes focus on open, keeps Tab inside, and gives focus back to the toggle on Escape', async () => {
  const { toggle, dialog } = await openPanel();
  expect(dialog).toHaveFocus();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', dialog.id);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close job cart' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toggle).toHaveFocus();

  await userEvent.click(toggle);
  const again = await screen.findByRole('dialog', { name: 'Job cart' });
  await userEvent.tab();
  expect(within(again).getByRole('button', { name: 'Close job cart' })).toHaveFocus();
  // Shift+Tab from the first control wraps to the last one instead of leaving the dialog.
  await userEvent.tab({ shift: true });
  expect(within(again).getByRole('button', { name: 'Remove Backend Engineer from job cart' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('removes a position, moves focus to the next one and says so', async () => {
  const { dialog, toggle } = await openPanel();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Product Designer from job cart' }));
  expect(within(dialog).queryByRole('link', { name: 'Product Designer' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Remove Data Analyst from job cart' })).toHaveFocus();
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Product Designer removed from job cart');
  expect(toggle).toHaveAccessibleName('Job cart 2 items');
});

it('puts a position back when the server refuses its removal', async () => {
  const answer = deferred<unknown>();
  const { dialog } = await openPanel({ ...cartRoutes(catalogue, [7, 9]), 'POST /api/pcsx/job_cart': () => answer.promise });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Backend Engineer from job cart' }));
  expect(within(dialog).queryByRole('link', { name: 'Backend Engineer' })).not.toBeInTheDocument();
  await act(async () => answer.reject(new TransportError('Error with response', { status: 0, code: 'network_error' })));
  expect(within(dialog).getByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent('');
});

it("the job page's button still says 'Removed from job cart' once the panel's texts are loaded (no raw %(name)s)", async () => {
  const transport = createFakeTransport(cartRoutes(catalogue, [7, 8, 9]));
  renderWithProviders(
    <>
      <Page onOpenPosition={jest.fn()} />
      <section aria-label="Product Designer">
        <AddToCartButton positionId={7} />
      </section>
    </>,
    { transport },
  );
  await userEvent.click(await screen.findByRole('button', { name: /^Job cart \d+ items?$/ }));
  await screen.findByRole('dialog', { name: 'Job cart' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const job = screen.getByRole('region', { name: 'Product Designer' });
  await userEvent.click(within(job).getByRole('button', { name: 'Add to job cart', pressed: true }));
  await waitFor(() => expect(within(job).getByRole('status')).toHaveTextContent('Removed from job cart'));
  expect(within(job).getByRole('status').textContent).not.toContain('%(');
});

it('opens a position through the page and closes the panel', async () => {
  const { dialog, onOpenPosition, toggle } = await openPanel();
  const link = within(dialog).getByRole('link', { name: 'Backend Engineer' });
  expect(link).toHaveAttribute('href', '/careers/job/9');
  await userEvent.click(link);
  expect(onOpenPosition).toHaveBeenCalledWith(9);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

it('says when the cart is empty', async () => {
  const onOpenPosition = jest.fn();
  jobCartStore.open = true;
  renderWithProviders(<Page onOpenPosition={onOpenPosition} />, { transport: createFakeTransport(cartRoutes(catalogue, [])) });
  expect(await screen.findByText('Your job cart is empty. Add positions from the search results to keep them here.')).toBeInTheDocument();
});

it('shows a failed load with a retry', async () => {
  let fail = true;
  const routes = cartRoutes(catalogue, [7]);
  const transport = createFakeTransport({
    ...routes,
    'GET /api/pcsx/job_cart': (req) => {
      if (fail) throw new TransportError('Error with response', { status: 0, code: 'network_error' });
      return routes['GET /api/pcsx/job_cart']!(req);
    },
  });
  jobCartStore.open = true;
  renderWithProviders(<Page onOpenPosition={jest.fn()} />, { transport });
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
});
