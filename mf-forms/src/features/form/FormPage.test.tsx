import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginModalStore, toastStore } from '@careers/shared/state';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import type { FormDefinition } from '@careers/shared/forms';
import { STEPPER_FORM, TALENT_FORM, TAX_FORM } from '../../testing/formsFixtures';
import { FormPage } from './FormPage';

const invalid = (fields: Record<string, string>) =>
  new TransportError('Please fix the highlighted fields.', {
    status: 422,
    code: 'invalid_form',
    data: { error: { code: 'invalid_form', message: 'Please fix the highlighted fields.', fields } },
  });

test('a form is filled in and submitted, then shown read-only', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: {}, status: 'open' } }),
    'POST /api/pcsx/forms/tax-information/submit': () => ({ ok: true, status: 'completed' }),
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
  // The page's h1 is the form title; the toolkit does not repeat it, sections come next.
  expect(await screen.findByRole('heading', { level: 1, name: 'Tax information' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Federal tax withholding' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Tax information' })).toHaveLength(1);

  await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('spinbutton', { name: 'Number of dependents' }), '2');
  await user.click(screen.getByRole('checkbox', { name: 'I certify that this is correct.' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  const status = await screen.findByText('Thank you! Your form was submitted.');
  expect(status).toHaveFocus();
  const sent = transport.calls.find((c) => c.method === 'POST');
  expect(sent?.body).toEqual({ values: expect.objectContaining({ legalName: 'Ada Lovelace', certify: true }), domain: 'acme.example' });
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Ada Lovelace');
  expect(screen.getByRole('link', { name: 'Back to the forms center' })).toHaveAttribute('href', '/careers/forms/center');
});

test("a 422's messages show under the fields and every answer stays", async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: {}, status: 'open' } }),
    'POST /api/pcsx/forms/tax-information/submit': () => {
      throw invalid({ legalName: 'Legal name must match your ID.' });
    },
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), 'Ada');
  await user.click(screen.getByRole('checkbox', { name: 'I certify that this is correct.' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const field = screen.getByRole('textbox', { name: 'Legal name' });
  expect(await screen.findByText('Legal name must match your ID.')).toBeInTheDocument();
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('Ada');
  expect(screen.getByRole('checkbox', { name: 'I certify that this is correct.' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('other failures are said above the form and take the focus; the answers stay', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: { legalName: 'Ada', certify: true }, status: 'in_progress' } }),
    'POST /api/pcsx/forms/tax-information/submit': () => {
      throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
    },
    'POST /vslog': () => ({ ok: true }),
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('You saved answers to this form. Continue where you left off.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Server error. Please try again.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Ada');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('a 409 (sent before) is said, focused, and the form is loaded again: read-only', async () => {
  const user = userEvent.setup({ delay: null });
  let status = 'in_progress';
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: { legalName: 'Ada', certify: true }, status } }),
    'POST /api/pcsx/forms/tax-information/submit': () => {
      status = 'completed';
      throw new TransportError('This form has already been submitted.', { status: 409, code: 'already_submitted' });
    },
    'POST /vslog': () => ({ ok: true }),
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This form has already been submitted.');
  expect(await screen.findByText('You have submitted this form. These are your answers.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  expect(alert).toHaveFocus();
});

test('Save draft keeps the answers without validating them', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: {}, status: 'open' } }),
    'POST /api/pcsx/forms/tax-information/save': () => ({ ok: true, status: 'in_progress' }),
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toEqual(['Your answers were saved. You can finish the form later.']));
  expect(transport.calls.at(-1)?.body).toEqual({ values: { legalName: 'Ada' }, domain: 'acme.example' });
  expect(screen.queryByText('I certify that this is correct. is required')).not.toBeInTheDocument();
});

test('a completed form is shown read-only, without buttons', async () => {
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: { legalName: 'Ada Lovelace', dependents: 2, certify: true }, status: 'completed' } }),
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('You have submitted this form. These are your answers.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Ada Lovelace');
  expect(screen.getByText('Yes')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test("a stepper form's title is the page's h1 too, with its steps and sections below", async () => {
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/employee-information': () => ({ data: { form: STEPPER_FORM, values: {}, status: 'open' } }),
  });
  renderWithProviders(<FormPage formId="employee-information" navigate={jest.fn()} />, { transport });
  expect(await screen.findByRole('heading', { level: 1, name: 'Employee information' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Employee information' })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Form steps' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Employee information' })).toBeInTheDocument();
});

describe('leaving with unsaved answers', () => {
  const LEAVE = 'You have unsaved changes. Leave this page?';
  const beforeUnloadPrevented = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  /** What single-spa announces before it changes the page; returns whether a listener cancelled it. */
  const routeTo = (path: string) => {
    const cancelNavigation = jest.fn();
    act(() => {
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl: location.href, newUrl: new URL(path, location.href).href, cancelNavigation } }));
    });
    return cancelNavigation.mock.calls.length > 0;
  };
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  test('asks before a reload, a page change or our own links, and stays when the candidate says no', async () => {
    const user = userEvent.setup({ delay: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const transport = createFakeTransport({
      'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: {}, status: 'open' } }),
      'POST /api/pcsx/forms/tax-information/save': () => ({ ok: true, status: 'in_progress' }),
    });
    renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
    const name = await screen.findByRole('textbox', { name: 'Legal name' });
    expect(beforeUnloadPrevented()).toBe(false);
    expect(routeTo('/careers/search')).toBe(false);

    await user.type(name, 'Ada');
    expect(beforeUnloadPrevented()).toBe(true);
    expect(routeTo('/careers/search')).toBe(true);
    expect(confirm).toHaveBeenLastCalledWith(LEAVE);
    await user.click(screen.getByRole('link', { name: 'Back to the forms center' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(location.pathname).toBe('/');
    expect(name).toHaveValue('Ada');

    // Saved: nothing to lose any more.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(false));
    expect(routeTo('/careers/search')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  test('goes when the candidate confirms, asking once', async () => {
    const user = userEvent.setup({ delay: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const transport = createFakeTransport({
      'GET /api/pcsx/forms/tax-information': () => ({ data: { form: TAX_FORM, values: {}, status: 'open' } }),
    });
    renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
    await user.type(await screen.findByRole('textbox', { name: 'Legal name' }), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Back to the forms center' }));
    expect(location.pathname).toBe('/careers/forms/center');
    // The routing event that follows our own navigation asks nothing again.
    expect(routeTo('/careers/forms/center')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

test('refused e-sign messages are logged to /vslog under mf-forms', async () => {
  const form: FormDefinition = {
    ...TAX_FORM,
    sections: [{ id: 'sign', title: 'Sign', items: [{ name: 'nda', label: 'NDA', type: 'esignForm', esign: { url: 'https://sign.example/nda', origin: 'https://sign.example', title: 'Sign the NDA' } }] }],
  };
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => ({ data: { form, values: {}, status: 'open' } }),
    'POST /vslog': () => ({ ok: true }),
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  await screen.findByTitle('Sign the NDA');
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'ESIGN' } }));
  });
  await waitFor(() => expect(transport.calls.find((call) => call.path === '/vslog')).toBeDefined());
  const logged = transport.calls.find((call) => call.path === '/vslog');
  expect(logged?.body).toMatchObject({ namespace: 'mf-forms', event: 'esign_message_refused' });
  expect(JSON.parse((logged?.body as { data_json: string }).data_json)).toMatchObject({ item: 'nda', origin: 'https://evil.example' });
  warn.mockRestore();
});

test('without an id a visitor gets the public talent-network form, with no draft to save', async () => {
  const user = userEvent.setup({ delay: null });
  const navigate = jest.fn();
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/talent-network': () => ({ data: { form: TALENT_FORM, values: {}, status: 'open' } }),
    'POST /api/pcsx/forms/talent-network/submit': () => ({ ok: true, status: 'completed' }),
  });
  const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });
  renderWithProviders(<FormPage formId={null} navigate={navigate} />, { transport, boot });
  expect(await screen.findByRole('heading', { level: 1, name: 'Join our talent network' })).toBeInTheDocument();
  // The sanitiser comes with the first HTML (lazily): then the description, cleaned.
  expect(await screen.findByText('Tell us what you are interested in.')).toBeInTheDocument();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  expect(document.querySelector('img[onerror]')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Email me about new roles.' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Thank you! Your form was submitted.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Search jobs' }));
  expect(navigate).toHaveBeenCalledWith('/careers/search');
});

test('a form that needs a login asks for one', async () => {
  const user = userEvent.setup({ delay: null });
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => {
      throw new TransportError('Session timed out.', { status: 401, code: 'session_timeout' });
    },
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport, boot: makeBootData({ user: { isLoggedIn: false, id: null }, profile: null }) });
  expect(await screen.findByText('Log in to open this form.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(loginModalStore.isOpen).toBe(true);
});

test('an unknown form, and a site without a public form, say so', async () => {
  const notFound = () => {
    throw new TransportError('Form not found.', { status: 404, code: 'not_found' });
  };
  const transport = createFakeTransport({ 'GET /api/pcsx/forms/nope': notFound, 'GET /api/pcsx/forms/talent-network': notFound });
  const first = renderWithProviders(<FormPage formId="nope" navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('This form was not found. It may not be meant for you.')).toBeInTheDocument();
  first.unmount();
  renderWithProviders(<FormPage formId={null} navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('There is no form to fill in here.')).toBeInTheDocument();
});

test('a failed load can be tried again', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  const transport = createFakeTransport({
    'GET /api/pcsx/forms/tax-information': () => {
      if (fail) throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      return { data: { form: TAX_FORM, values: {}, status: 'open' } };
    },
  });
  renderWithProviders(<FormPage formId="tax-information" navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Tax information' })).toBeInTheDocument();
});
