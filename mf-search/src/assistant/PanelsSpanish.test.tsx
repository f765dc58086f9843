import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, englishShown, makeBootData, registeredTexts, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { JobCartToggle, LazyJobCartPanel, closeJobCart } from '../cart';
import { cartRoutes, position } from '../cart/testCart';
import { AssistantToggle, LazyAssistantPanel } from './index';

// Issue 30: the job cart and the assistant, the search page's side panels, in Spanish with none of this remote's
// English left. Position names are the company's words.

const designer = position(7, 'Diseñadora de producto', 'Madrid, España');
const archived = position(8, 'Analista de datos', 'Madrid, España', '2024-05-01T00:00:00Z');

function renderPanels(assistant: () => unknown) {
  const transport = createFakeTransport({ ...cartRoutes([designer, archived], [7, 8]), 'POST /api/pcsx/assistant': assistant });
  renderWithProviders(
    <>
      <JobCartToggle />
      <LazyJobCartPanel open onClose={closeJobCart} onOpenPosition={jest.fn()} />
      <AssistantToggle />
      <LazyAssistantPanel onOpenPosition={jest.fn()} />
    </>,
    { transport, boot: makeBootData({ configs: { chatbot: { enabled: true }, pcsxConfig: { jobCartConfig: { enabled: true } } } }), locale: 'es' },
  );
}

test('the job cart in Spanish', async () => {
  renderPanels(() => ({ data: { reply: '', citations: [] } }));
  expect(await screen.findByRole('button', { name: 'Carrito de empleos 2 elementos' })).toBeInTheDocument();
  const cart = await screen.findByRole('dialog', { name: 'Carrito de empleos' });
  expect(within(cart).getByText('Ya no está disponible')).toBeInTheDocument();
  expect(within(cart).getByRole('button', { name: 'Quitar Diseñadora de producto del carrito de empleos' })).toBeInTheDocument();
  expect(within(cart).getByRole('button', { name: 'Cerrar el carrito de empleos' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});

test('the assistant in Spanish, and its failure', async () => {
  renderPanels(() => Promise.reject(new TransportError('', { status: 500, code: 'api_error' })));
  await userEvent.click(await screen.findByRole('button', { name: 'Pregunta a nuestro asistente' }));
  const panel = await screen.findByRole('dialog', { name: 'Pregunta a nuestro asistente' });
  expect(within(panel).getByRole('button', { name: 'Cerrar el asistente' })).toBeInTheDocument();
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Tu pregunta' }), '¿Qué empleos hay en Madrid?{Enter}');
  expect(await within(panel).findByText('El asistente no pudo responder.')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(englishShown(document.body, registeredTexts('es'))).toEqual([]);
});
