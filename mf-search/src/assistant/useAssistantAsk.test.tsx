import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { useJobCart } from '../cart/useJobCart';
import { cartRoutes, position } from '../cart/testCart';
import { useAssistantAsk } from './useAssistantAsk';

const REPLY = { data: { reply: 'Two jobs.', citations: [] } };

/** Asks once the cart has answered (or failed), as a visitor does after the page has loaded. */
function Asker() {
  const ask = useAssistantAsk();
  const cart = useJobCart();
  if (cart.isLoading) return null;
  return (
    <button type="button" onClick={() => void ask([{ role: 'user', content: 'Which ones?' }])}>
      Ask
    </button>
  );
}

async function askWith(cartRoute: FakeHandler) {
  const transport = createFakeTransport({
    ...cartRoutes([position(7, 'Product Designer'), position(9, 'Backend Engineer')], [7, 9]),
    'GET /api/pcsx/job_cart': cartRoute,
    'POST /api/pcsx/assistant': () => REPLY,
  });
  const boot = makeBootData({ configs: { chatbot: { enabled: true }, pcsxConfig: { jobCartConfig: { enabled: true } } } });
  renderWithProviders(<Asker />, { transport, boot });
  await userEvent.click(await screen.findByRole('button', { name: 'Ask' }));
  return transport.calls.find((call) => call.path === '/api/pcsx/assistant')?.body;
}

it("tells the assistant the cart's ids once the cart is in", async () => {
  const loaded = cartRoutes([position(7, 'Product Designer'), position(9, 'Backend Engineer')], [7, 9])['GET /api/pcsx/job_cart']!;
  expect(await askWith(loaded)).toEqual({ messages: [{ role: 'user', content: 'Which ones?' }], jobCartIds: ['7', '9'], domain: 'acme.example' });
});

it('tells it no ids when the cart failed to load, so the server reads the stored cart rather than an empty one', async () => {
  const failing = () => Promise.reject(new TransportError('Error with response', { status: 0, code: 'network_error' }));
  expect(await askWith(failing)).toEqual({ messages: [{ role: 'user', content: 'Which ones?' }], domain: 'acme.example' });
});
