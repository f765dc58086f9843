import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { JobCartToggle } from '../cart';
import { cartRoutes, deferred, position } from '../cart/testCart';
import { AssistantToggle, LazyAssistantPanel, assistantStore } from './index';

const designer = position(7, 'Product Designer');
const engineer = position(9, 'Backend Engineer', 'Lisbon, Portugal');
const QUESTION = 'Which of my cart jobs are in Berlin?';
const REPLY = { data: { reply: 'One job in your cart is in Berlin: Product Designer.', citations: [{ id: 7, name: 'Product Designer', location: 'Berlin, Germany', url: '/careers/job/7' }] } };

const bootWithChat = (cart = true) =>
  makeBootData({ configs: { chatbot: { enabled: true }, pcsxConfig: { jobCartConfig: { enabled: cart } } } });

async function openAssistant(assistant: FakeHandler, { cart = true } = {}) {
  const onOpenPosition = jest.fn();
  const transport = createFakeTransport({ ...cartRoutes([designer, engineer], [7, 9]), 'POST /api/pcsx/assistant': assistant });
  renderWithProviders(
    <>
      <JobCartToggle />
      <AssistantToggle />
      <LazyAssistantPanel onOpenPosition={onOpenPosition} />
    </>,
    { transport, boot: bootWithChat(cart) },
  );
  // As on the search page, the cart is loaded before the visitor asks about it.
  if (cart) await screen.findByRole('button', { name: 'Job cart 2 items' });
  const toggle = screen.getByRole('button', { name: 'Ask our assistant' });
  await userEvent.click(toggle);
  const panel = await screen.findByRole('dialog', { name: 'Ask our assistant' });
  const input = within(panel).getByRole('textbox', { name: 'Your question' });
  return { toggle, panel, input, transport, onOpenPosition };
}

const assistantCalls = (transport: ReturnType<typeof createFakeTransport>) => transport.calls.filter((call) => call.path === '/api/pcsx/assistant');

it('asks with the conversation and the job cart ids, and links the positions the answer cites', async () => {
  const answer = deferred<unknown>();
  const { panel, input, transport, onOpenPosition } = await openAssistant(() => answer.promise);
  expect(input).toHaveFocus();

  await userEvent.type(input, `${QUESTION}{Enter}`);
  const log = within(panel).getByRole('log');
  expect(log).toHaveAttribute('aria-live', 'polite');
  expect(log).toHaveTextContent(`You: ${QUESTION}`);
  expect(within(log).getByText('Thinking…')).toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(assistantCalls(transport)[0]?.body).toEqual({ messages: [{ role: 'user', content: QUESTION }], jobCartIds: ['7', '9'], domain: 'acme.example' });

  await act(async () => answer.resolve(REPLY));
  expect(within(log).queryByText('Thinking…')).not.toBeInTheDocument();
  expect(log).toHaveTextContent('Assistant: One job in your cart is in Berlin: Product Designer.');
  const link = within(log).getByRole('link', { name: 'Product Designer' });
  expect(link).toHaveAttribute('href', '/careers/job/7');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void link.dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true);
  expect(onOpenPosition).toHaveBeenCalledWith(7);
});

it('sends the whole conversation on the next question', async () => {
  const { input, transport } = await openAssistant(() => REPLY);
  await userEvent.type(input, `${QUESTION}{Enter}`);
  await screen.findByRole('link', { name: 'Product Designer' });
  await userEvent.type(input, 'And remote ones?{Enter}');
  await screen.findAllByRole('link', { name: 'Product Designer' });
  expect(assistantCalls(transport)[1]?.body).toMatchObject({
    messages: [
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: REPLY.data.reply },
      { role: 'user', content: 'And remote ones?' },
    ],
  });
});

it('starts a new line on Shift+Enter and sends only on Enter', async () => {
  const { input, transport } = await openAssistant(() => REPLY);
  await userEvent.type(input, 'Jobs in Berlin{Shift>}{Enter}{/Shift}with Python');
  expect(input).toHaveValue('Jobs in Berlin\nwith Python');
  expect(assistantCalls(transport)).toHaveLength(0);
  await userEvent.keyboard('{Enter}');
  expect(assistantCalls(transport)[0]?.body).toMatchObject({ messages: [{ role: 'user', content: 'Jobs in Berlin\nwith Python' }] });
  // A blank question is not sent.
  await screen.findByRole('link', { name: 'Product Designer' });
  await userEvent.type(input, '   {Enter}');
  expect(assistantCalls(transport)).toHaveLength(1);
});

it('shows a failure inline and asks again on retry', async () => {
  let fail = true;
  const { panel, input, transport } = await openAssistant(() => {
    if (fail) throw new TransportError('Please try again in a few minutes', { status: 429, code: 'rate_limited' });
    return REPLY;
  });
  await userEvent.type(input, `${QUESTION}{Enter}`);
  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent('The assistant could not answer. Please try again in a few minutes');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  const calls = assistantCalls(transport);
  expect(calls).toHaveLength(2);
  // The question is asked again, not added a second time.
  expect(calls[1]?.body).toMatchObject({ messages: [{ role: 'user', content: QUESTION }] });
});

it('keeps the conversation when closed and reopened, and gives focus back to the toggle', async () => {
  const { panel, input, toggle } = await openAssistant(() => REPLY);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.type(input, `${QUESTION}{Enter}`);
  await within(panel).findByRole('link', { name: 'Product Designer' });
  await userEvent.type(input, 'half a ques');

  await userEvent.click(within(panel).getByRole('button', { name: 'Close assistant' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(toggle);
  const again = await screen.findByRole('dialog', { name: 'Ask our assistant' });
  expect(within(again).getByRole('log')).toHaveTextContent(QUESTION);
  expect(within(again).getByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
  expect(within(again).getByRole('textbox', { name: 'Your question' })).toHaveValue('half a ques');

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

it('sends no cart ids when the job cart is off', async () => {
  const { input, transport } = await openAssistant(() => REPLY, { cart: false });
  await userEvent.type(input, `${QUESTION}{Enter}`);
  await screen.findByRole('link', { name: 'Product Designer' });
  expect(assistantCalls(transport)[0]?.body).toEqual({ messages: [{ role: 'user', content: QUESTION }], domain: 'acme.example' });
  expect(transport.calls.some((call) => call.path === '/api/pcsx/job_cart')).toBe(false);
});

it('shows nothing when the chatbot is off', () => {
  assistantStore.open = true;
  renderWithProviders(
    <>
      <AssistantToggle />
      <LazyAssistantPanel onOpenPosition={jest.fn()} />
    </>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
