import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@careers/shared/i18n';
import { createFakeTransport, englishShown, renderWithProviders, type FakeRequest } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { FormsRoutes } from '../../Root';
import { loadPage } from '../../formsPageLoaders';
import { formsMessages } from '../../i18n/formsMessages';
import spanish from '../../i18n/locales/es';
import { listEntry, TABS } from '../../testing/formsFixtures';

// The app loads the address's page chunk beside the root's (app.tsx); the pages opened in place load theirs.
beforeAll(() => Promise.all([loadPage('center'), loadPage('form')]));

const FORMS = [
  listEntry({ id: 'tax-information', title: 'Tax information', status: 'open', due_at: '2099-05-04T12:00:00.000Z' }),
  listEntry({ id: 'background-check', title: 'Background check', status: 'open', due_at: '2020-01-02T12:00:00.000Z' }),
  listEntry({ id: 'employee-information', title: 'Employee information', status: 'in_progress' }),
  listEntry({ id: 'w4', title: 'Old W-4', status: 'completed' }),
];

function listRoute(req: FakeRequest) {
  const tab = String(req.params?.tab_id);
  return { data: { tabs: TABS([4, 2, 1, 1]), forms: tab === 'all' ? FORMS : FORMS.filter((f) => f.status === tab) } };
}

beforeEach(() => window.history.pushState(null, '', '/careers/forms/center'));

test('lists the forms with their status and due date, under tabs with counts', async () => {
  const transport = createFakeTransport({ 'GET /api/pcsx/forms_list': listRoute });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  expect(screen.getByRole('heading', { level: 1, name: 'Forms center' })).toBeInTheDocument();
  expect(document.querySelector('[data-state="loading"]')).toBeInTheDocument();

  const tax = await screen.findByRole('link', { name: 'Tax information' });
  expect(tax).toHaveAttribute('href', '/careers/forms?form_id=tax-information');
  const taxItem = tax.closest('li') as HTMLElement;
  expect(within(taxItem).getByText('To do')).toBeInTheDocument();
  expect(within(taxItem).getByText(/Due 05\/04\/2099/)).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: 'Background check' }).closest('li') as HTMLElement).getByText(/Was due 01\/02\/2020/)).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: 'Old W-4' }).closest('li') as HTMLElement).getByText('Completed')).toBeInTheDocument();

  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['All (4)', 'To do (2)', 'In progress (1)', 'Completed (1)']);
  expect(screen.getByRole('tab', { name: 'All (4)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'All (4)' })).toBeInTheDocument();
  expect(transport.calls[0]?.params).toEqual({ tab_id: 'all', include_tab_list: 'true', domain: 'acme.example' });
});

test('a tab shows its forms and goes into the address; arrow keys move between tabs', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({ 'GET /api/pcsx/forms_list': listRoute });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  await user.click(await screen.findByRole('tab', { name: 'In progress (1)' }));
  expect(window.location.search).toBe('?tab_id=in_progress');
  expect(await screen.findByRole('link', { name: 'Employee information' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Tax information' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'In progress (1)' })).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Completed (1)' })).toHaveFocus();
  expect(await screen.findByRole('link', { name: 'Old W-4' })).toBeInTheDocument();
  await user.keyboard('{Home}');
  await screen.findByRole('link', { name: 'Tax information' });
  expect(window.location.search).toBe('');
  // Back on a tab seen before: its cached forms show at once and are fetched again behind them.
  await waitFor(() => expect(transport.calls.map((c) => c.params?.tab_id)).toEqual(['all', 'in_progress', 'completed', 'all']));
});

test('a form link opens the form page without a page load', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms_list': listRoute,
    'GET /api/pcsx/forms/tax-information': () => new Promise(() => undefined),
  });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  await user.click(await screen.findByRole('link', { name: 'Tax information' }));
  expect(window.location.pathname + window.location.search).toBe('/careers/forms?form_id=tax-information');
  expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
});

test('an empty tab says there is nothing', async () => {
  const transport = createFakeTransport({ 'GET /api/pcsx/forms_list': () => ({ data: { tabs: TABS([0, 0, 0, 0]), forms: [] } }) });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('No data found')).toBeInTheDocument();
});

test('a failed load says so and can be tried again', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  const transport = createFakeTransport({
    'GET /api/pcsx/forms_list': (req) => {
      if (fail) throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      return listRoute(req);
    },
  });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('link', { name: 'Tax information' })).toBeInTheDocument());
});

describe('in Spanish', () => {
  // The page's words checked against every English text of the forms catalogue and the shared one (states, retry).
  const english = { ...formsMessages.en, ...en };

  test('heading, intro, tabs, statuses, due dates and the tab title speak Spanish, and no English text is left', async () => {
    const transport = createFakeTransport({ 'GET /api/pcsx/forms_list': listRoute });
    const { container } = renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport, locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de formularios' })).toBeInTheDocument();
    const tax = await screen.findByRole('link', { name: 'Tax information' });
    expect(screen.getByRole('tablist', { name: 'Formularios por estado' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Todos (4)', 'Pendiente (2)', 'En curso (1)', 'Completado (1)']);
    expect(within(tax.closest('li') as HTMLElement).getByText(/^Vence el /)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Background check' }).closest('li') as HTMLElement).getByText(/^Venció el /)).toBeInTheDocument();
    expect(document.title).toBe('Centro de formularios | Empleos en Acme');
    // The forms' titles are the company's words; everything else is the page's.
    expect(englishShown(container, { english, translated: spanish })).toEqual([]);
  });

  test('the check finds the English it looks for: the same page drawn in English', async () => {
    const transport = createFakeTransport({ 'GET /api/pcsx/forms_list': listRoute });
    const { container } = renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
    await screen.findByRole('link', { name: 'Tax information' });
    expect(englishShown(container, { english, translated: spanish })).toEqual(expect.arrayContaining(['Forms center', 'Forms by status', 'To do']));
  });

  test('an empty tab and a failed load, in Spanish', async () => {
    const empty = createFakeTransport({ 'GET /api/pcsx/forms_list': () => ({ data: { tabs: TABS([0, 0, 0, 0]), forms: [] } }) });
    const first = renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport: empty, locale: 'es' });
    expect(await screen.findByText('No se encontraron datos')).toBeInTheDocument();
    expect(englishShown(first.container, { english, translated: spanish })).toEqual([]);
    first.unmount();

    const failing = createFakeTransport({
      'GET /api/pcsx/forms_list': () => {
        throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      },
    });
    const { container } = renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport: failing, locale: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Se produjo un error al obtener los datos');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(englishShown(container, { english, translated: spanish })).toEqual([]);
  });

  test('right to left the arrow keys move between the tabs the way they point', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = createFakeTransport({ 'GET /api/pcsx/forms_list': listRoute });
    renderWithProviders(
      <div dir="rtl">
        <FormsRoutes navigate={jest.fn()} />
      </div>,
      { transport, locale: 'es' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Todos (4)' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pendiente (2)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Todos (4)' })).toHaveFocus();
  });
});
