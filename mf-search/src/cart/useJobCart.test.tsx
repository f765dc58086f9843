import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { AddToCartButton, JobCartToggle, useJobCart, type JobCart } from './index';
import { jobCartStore } from './jobCartStore';
import { cartResponse, cartRoutes, deferred, position } from './testCart';

const designer = position(7, 'Product Designer');
const engineer = position(9, 'Backend Engineer');

let latest: JobCart;
function Probe() {
  latest = useJobCart();
  return null;
}

function renderCart(transport = createFakeTransport(cartRoutes([designer, engineer], [7])), boot = makeBootData()) {
  return renderWithProviders(
    <>
      <JobCartToggle />
      <AddToCartButton positionId={9} />
      <Probe />
    </>,
    { transport, boot },
  );
}

it('loads the cart and shows its count on the toggle', async () => {
  const { transport } = renderCart();
  expect(await screen.findByRole('button', { name: 'Job cart 1 item' })).toHaveAttribute('aria-expanded', 'false');
  expect(latest.ids).toEqual(['7']);
  expect(transport).toMatchObject({ calls: [expect.objectContaining({ method: 'GET', path: '/api/pcsx/job_cart', params: { domain: 'acme.example' } })] });
});

it('adds at once, then takes the server cart', async () => {
  const answer = deferred<unknown>();
  const routes = cartRoutes([designer, engineer], [7]);
  const transport = createFakeTransport({ ...routes, 'POST /api/pcsx/job_cart': () => answer.promise });
  renderCart(transport);
  const button = await screen.findByRole('button', { name: 'Add to job cart' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await screen.findByRole('button', { name: 'Job cart 1 item' });

  await userEvent.click(button);
  // Optimistic: pressed and counted before the server answered.
  expect(screen.getByRole('button', { name: 'Add to job cart', pressed: true })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Job cart 2 items' })).toBeInTheDocument();
  expect(transport.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/pcsx/job_cart', body: { pids: ['9'], operation: 'add', domain: 'acme.example' } });

  await act(async () => answer.resolve(cartResponse([designer, engineer])));
  expect(latest.items.map((item) => item.name)).toEqual(['Product Designer', 'Backend Engineer']);
  expect(latest.ids).toEqual(['7', '9']);
  // One name throughout (the pressed state tells in or out), and a polite word once the server took it.
  expect(screen.getByRole('status')).toHaveTextContent('Added to job cart');
});

it('rolls a refused add back, returns false and logs the failure', async () => {
  const routes = cartRoutes([designer, engineer], [7]);
  const transport = createFakeTransport({
    ...routes,
    'POST /api/pcsx/job_cart': () => {
      throw new TransportError('At most 50 positions fit in the job cart.', { status: 400, code: 'invalid_request' });
    },
  });
  renderCart(transport);
  await screen.findByRole('button', { name: 'Job cart 1 item' });

  let result: boolean | undefined;
  await act(async () => {
    result = await latest.add(9);
  });
  expect(result).toBe(false);
  expect(screen.getByRole('button', { name: 'Add to job cart' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Job cart 1 item' })).toBeInTheDocument();
  const logged = transport.calls.find((call) => call.path === '/vslog');
  expect(logged?.body).toMatchObject({ namespace: 'mf-search', event: 'error' });
  expect(JSON.parse((logged?.body as { data_json: string }).data_json)).toMatchObject({
    message: 'At most 50 positions fit in the job cart.',
    during: 'job_cart_add',
    positionId: 9,
  });
});

it('removes at once and puts the position back when the server refuses', async () => {
  const routes = cartRoutes([designer, engineer], [7, 9]);
  const answer = deferred<unknown>();
  const transport = createFakeTransport({ ...routes, 'POST /api/pcsx/job_cart': () => answer.promise });
  renderCart(transport);
  await userEvent.click(await screen.findByRole('button', { name: 'Add to job cart', pressed: true }));
  expect(screen.getByRole('button', { name: 'Add to job cart' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Job cart 1 item' })).toBeInTheDocument();
  expect(transport.calls.at(-1)?.body).toEqual({ pids: ['9'], operation: 'remove', domain: 'acme.example' });

  await act(async () => answer.reject(new TransportError('Error with response', { status: 0, code: 'network_error' })));
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(screen.getByRole('button', { name: 'Add to job cart', pressed: true })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Job cart 2 items' })).toBeInTheDocument();
});

it('returns true for a change the server took', async () => {
  renderCart();
  await screen.findByRole('button', { name: 'Job cart 1 item' });
  let result: boolean | undefined;
  await act(async () => {
    result = await latest.remove(7);
  });
  expect(result).toBe(true);
  expect(screen.getByRole('button', { name: 'Job cart' })).toBeInTheDocument();
});

it('refuses ids that are not positions without calling the server', async () => {
  const transport = createFakeTransport(cartRoutes([designer, engineer], [7]));
  renderCart(transport);
  await screen.findByRole('button', { name: 'Job cart 1 item' });
  const before = transport.calls.length;
  await act(async () => {
    await expect(latest.add(0)).resolves.toBe(false);
    await expect(latest.add(1.5)).resolves.toBe(false);
  });
  expect(transport.calls).toHaveLength(before);
});

it('shows nothing and calls nothing when the job cart is off', async () => {
  const transport = createFakeTransport();
  renderCart(transport, makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } }));
  await act(async () => {
    await expect(latest.add(9)).resolves.toBe(false);
  });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(latest).toMatchObject({ enabled: false, count: 0, ids: [] });
  expect(transport.calls).toHaveLength(0);
});

it('opens and closes the panel from the toggle', async () => {
  renderCart();
  const toggle = await screen.findByRole('button', { name: 'Job cart 1 item' });
  await userEvent.click(toggle);
  expect(jobCartStore.open).toBe(true);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  await userEvent.click(toggle);
  expect(jobCartStore.open).toBe(false);
});

// A trial's axe run (label-content-name-mismatch): the toggle showed "Job cart 1" but was named
// "Job cart, 1 item". Its name now comes from what it shows, with the word the badge leaves out.
it("names the toggle with its visible text first: 'Job cart 1 item', 'Carrito de empleos 2 elementos'", async () => {
  renderCart();
  const toggle = await screen.findByRole('button', { name: 'Job cart 1 item' });
  expect(toggle).not.toHaveAttribute('aria-label');
  expect(toggle).toHaveTextContent(/^Job cart\s*1\s*item$/);
  renderWithProviders(<JobCartToggle />, { transport: createFakeTransport(cartRoutes([designer, engineer], [7, 9])), boot: makeBootData(), locale: 'es' });
  expect(await screen.findByRole('button', { name: 'Carrito de empleos 2 elementos' })).toBeInTheDocument();
});
