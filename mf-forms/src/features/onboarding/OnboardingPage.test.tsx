import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@careers/shared/state';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { FormsRoutes } from '../../Root';
import { loadPage } from '../../formsPageLoaders';
import { listEntry, TABS, TAX_FORM } from '../../testing/formsFixtures';

// The app loads the address's page chunk beside the root's (app.tsx); the pages opened in place load theirs.
beforeAll(() => Promise.all([loadPage('onboarding'), loadPage('form')]));

const FORMS = [
  listEntry({ id: 'tax-information', title: 'Tax information', status: 'open' }),
  listEntry({ id: 'background-check', title: 'Background check', status: 'completed' }),
  listEntry({ id: 'talent-survey', title: 'Talent survey', status: 'open', kind: 'general' }),
];

beforeEach(() => window.history.pushState(null, '', '/careers/onboarding'));

test('lists the onboarding forms only, with how many are done, and opens one in place', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms_list': () => ({ data: { tabs: TABS([3, 2, 0, 1]), forms: FORMS } }),
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: {}, status: 'open' } }),
  });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  expect(screen.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeInTheDocument();
  expect(await screen.findByText('1 of 2 forms completed')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Talent survey' })).not.toBeInTheDocument();
  const tax = screen.getByRole('link', { name: 'Tax information' });
  expect(tax).toHaveAttribute('href', '/careers/onboarding?form_id=tax-information');

  await user.click(tax);
  expect(await screen.findByRole('heading', { level: 1, name: 'Tax information' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to onboarding' }));
  expect(await screen.findByText('1 of 2 forms completed')).toBeInTheDocument();
});

test('no onboarding forms: the empty state; a failed load: the error state', async () => {
  const empty = createFakeTransport({ 'GET /api/pcsx/forms_list': () => ({ data: { tabs: TABS([1, 1, 0, 0]), forms: [FORMS[2]] } }) });
  const first = renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport: empty });
  expect(await screen.findByText('No data found')).toBeInTheDocument();
  first.unmount();
  const failing = createFakeTransport({
    'GET /api/pcsx/forms_list': () => {
      throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
    },
  });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport: failing });
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('a form saved, left and opened again shows what the server now holds', async () => {
  const user = userEvent.setup({ delay: null });
  let stored: Record<string, unknown> = {};
  const transport = createFakeTransport({
    'GET /api/pcsx/forms_list': () => ({ data: { tabs: TABS([3, 2, 0, 1]), forms: FORMS } }),
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: stored, status: Object.keys(stored).length ? 'in_progress' : 'open' } }),
    'POST /api/pcsx/forms/tax-information/save': (req) => {
      stored = (req.body as { values: Record<string, unknown> }).values;
      return { ok: true, status: 'in_progress' };
    },
  });
  renderWithProviders(<FormsRoutes navigate={jest.fn()} />, { transport });
  await user.click(await screen.findByRole('link', { name: 'Tax information' }));
  await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  // Saved: leaving asks nothing.
  await waitFor(() => expect(toastStore.toasts.map((toast) => toast.message)).toContain('Your answers were saved. You can finish the form later.'));
  const confirm = jest.spyOn(window, 'confirm');
  await user.click(screen.getByRole('link', { name: 'Back to onboarding' }));
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
  await user.click(await screen.findByRole('link', { name: 'Tax information' }));
  expect(await screen.findByText('You saved answers to this form. Continue where you left off.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Ada Lovelace');
});
