import { screen } from '@testing-library/react';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { applyForm } from '../../testing/formsFixtures';

// Issue 27: the apply page's first render (its heading, the loading state) and its data call must not wait for
// the forms toolkit (the form engine, widgets, validators, DOMPurify: ~200 KB of script evaluated in one long
// task on a phone). The toolkit is evaluated in a chunk of its own once the page has started.
let toolkitEvaluated = false;
jest.mock('@careers/shared/forms', () => {
  toolkitEvaluated = true;
  return jest.requireActual('@careers/shared/forms');
});

test('the apply page starts, and asks for its form, before the forms toolkit is evaluated; the form then shows', async () => {
  const { ApplyPage } = await import('./ApplyPage');
  const { FormsRoutes } = await import('../../Root');
  expect(FormsRoutes).toBeDefined();
  expect(toolkitEvaluated).toBe(false);

  const transport = createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data: applyForm() }) });
  renderWithProviders(<ApplyPage pid={12} isPrivate={false} navigate={jest.fn()} />, { transport });
  expect(screen.getByRole('heading', { level: 1, name: 'Apply' })).toBeInTheDocument();
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(transport.calls.map((call) => call.path)).toEqual(['/api/pcsx/apply_form']);
  expect(toolkitEvaluated).toBe(false);

  // The toolkit's first evaluation in jest (transformed on the fly) took over 1 s on a busy CI machine: wait for it.
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Data Engineer' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Apply to Acme' })).toBeInTheDocument();
  expect(toolkitEvaluated).toBe(true);
}, 60_000);
