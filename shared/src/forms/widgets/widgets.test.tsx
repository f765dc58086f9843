import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransportError } from '@careers/shared/transport';
import { makeDefinition, oneSection, renderForm } from '../testing/renderForm';
import { toIsoDate, toMonthYear } from '../rules/dates';

describe('date range', () => {
  it("'I'm currently in this role.' sets the end to this month and locks it until unticked", async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: oneSection([{ name: 'job', label: 'Last job', type: 'dateRange' }]), initialValues: { job: { startDate: '01/2020', endDate: '06/2021', isCurrent: false } } });
    const end = screen.getByLabelText('End date');
    expect(end).toHaveValue('2021-06');
    await user.click(screen.getByRole('checkbox', { name: "I'm currently in this role." }));
    const [month, year] = toMonthYear(new Date()).split('/');
    expect(end).toHaveValue(`${year}-${month}`);
    expect(end).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ job: { startDate: '01/2020', endDate: toMonthYear(new Date()), isCurrent: true } }));
    await user.click(screen.getByRole('checkbox', { name: "I'm currently in this role." }));
    expect(end).toBeEnabled();
    expect(end).toHaveValue('2021-06');
  });

  it("draws 'MM/YYYY' over empty month inputs, not over a filled one", () => {
    const { container } = renderForm({ definition: oneSection([{ name: 'job', label: 'Last job', type: 'dateRange' }]), initialValues: { job: { startDate: '01/2020', endDate: '', isCurrent: false } } });
    const drawn = container.querySelectorAll('[data-placeholder]');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toHaveTextContent('MM/YYYY');
    expect(screen.getByLabelText('End date').nextElementSibling).toBe(drawn[0]);
  });

  it('asks for both dates when only one is given', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'job', label: 'Last job', type: 'dateRange' }]) });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2020-01' } });
    expect(screen.getByLabelText('Start date')).toHaveValue('2020-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter both a start and end date.')).toBeInTheDocument();
  });
});

describe('date', () => {
  it('limits choices by enableFrom / enableUntil and clears an invalid stored date', async () => {
    const today = new Date();
    const inAWeek = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 7);
    renderForm({
      definition: oneSection([{ name: 'start', label: 'Start day', type: 'date', enableFrom: 0, enableUntil: 7 }]),
      initialValues: { start: '2001-01-01' },
    });
    const input = screen.getByLabelText('Start day');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', toIsoDate(today));
    expect(input).toHaveAttribute('max', toIsoDate(inAWeek));
    expect(input).toHaveAttribute('placeholder', 'Select date');
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it("draws 'Select date' over the empty input (browsers ignore its placeholder) until a date is chosen", () => {
    const { container } = renderForm({ definition: oneSection([{ name: 'start', label: 'Start day', type: 'date' }]) });
    const input = screen.getByLabelText('Start day');
    const drawn = container.querySelector('[data-placeholder]');
    expect(drawn).toHaveTextContent('Select date');
    expect(drawn).toHaveAttribute('aria-hidden', 'true');
    // Next to the input, so CSS hides it while the input has the focus.
    expect(input.nextElementSibling).toBe(drawn);
    fireEvent.change(input, { target: { value: '2030-05-01' } });
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });

  it("asks for a time of day with 'Select time' when the question has `time`; other text is refused", async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, container } = renderForm({ definition: oneSection([{ name: 'call', label: 'Best time to call', type: 'date', time: true, required: true }]) });
    const input = screen.getByLabelText(/^Best time to call/);
    expect(input).toHaveAttribute('type', 'time');
    expect(input).toHaveAttribute('placeholder', 'Select time');
    expect(container.querySelector('[data-placeholder]')).toHaveTextContent('Select time');
    fireEvent.change(input, { target: { value: '14:30' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ call: '14:30' }));
  });

  it("fills today, read-only, with the 'today' option", async () => {
    const { onSubmit } = renderForm({ definition: oneSection([{ name: 'signed', label: 'Signed on', type: 'date', today: true }]) });
    const input = screen.getByLabelText('Signed on');
    await waitFor(() => expect(input).toHaveValue(toIsoDate(new Date())));
    expect(input).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ signed: toIsoDate(new Date()) }));
  });
});

describe('star rating', () => {
  it('offers 5 stars labelled Poor to Excellent and stores 1 to 5', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: oneSection([{ name: 'rating', label: 'Rate us', type: 'star_rating', required: true }]) });
    const group = within(screen.getByRole('group', { name: 'Rate us (required)' }));
    expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const label of ['Poor', 'Average', 'Good', 'Very Good', 'Excellent']) expect(group.getByRole('radio', { name: label })).toBeInTheDocument();
    await user.click(group.getByRole('radio', { name: 'Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 5 }));
  });
});

describe('instruction', () => {
  it("collapses a long instruction with 'Read more', which expands it once", async () => {
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(600);
    try {
      const user = userEvent.setup({ delay: null });
      renderForm({ definition: oneSection([{ name: 'intro', label: 'Before you start', type: 'instruction', html: '<p>Long text</p>' }]) });
      await user.click(await screen.findByRole('button', { name: 'Read more' }));
      expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
      // The button is gone: focus goes on to what it revealed, not back to the top of the page.
      const text = screen.getByRole('region', { name: 'Before you start' });
      expect(text).toHaveFocus();
      expect(text).toHaveTextContent('Long text');
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('shows a short one without the button', () => {
    renderForm({ definition: oneSection([{ name: 'intro', label: 'Before you start', type: 'instruction', description: 'Short' }]) });
    expect(screen.getByText('Short')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});

describe('file upload', () => {
  it('picks one file when the maximum is 1 and checks sizes in MiB, naming the files', async () => {
    const user = userEvent.setup({ delay: null });
    const renderFormResult = renderForm({
      definition: oneSection([{ name: 'cv', label: 'Resume', type: 'fileUpload', rules: [{ type: 'maxLength', value: 1 }, { type: 'maxFileSizeMB', value: 1 }] }]),
    });
    const input = screen.getByLabelText('Resume');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg');
    const { transport } = renderFormResult;
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('These files are larger than 1 MB: big.pdf.')).toBeInTheDocument();
    // A file the question refuses is never sent.
    expect(transport.calls.filter((call) => call.path === '/api/pcsx/form_files')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove big.pdf' }));
    expect(screen.queryByText(/big\.pdf/)).not.toBeInTheDocument();
  });

  it('uploads each picked file on its own, links it once stored, and names a file the server refused', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const { transport } = renderForm(
      { definition: oneSection([{ name: 'docs', label: 'Documents', type: 'file_upload', rules: [{ type: 'maxLength', value: 3 }] }]) },
      {
        'POST /api/pcsx/form_files': async (req) => {
          const file = (req.body as FormData).get('file') as File;
          if (file.name === 'fake.pdf') {
            throw new TransportError("These files' contents do not match their names or an accepted type (.pdf): fake.pdf.", { status: 422, code: 'server_error' });
          }
          await new Promise<void>((resolve) => (release = resolve));
          return { data: { fileId: 7, name: file.name, size: file.size, type: 'application/pdf', previewUrl: '/api/pcsx/form_files/7' } };
        },
      },
    );
    await user.upload(screen.getByLabelText('Documents'), [new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' }), new File(['x'], 'fake.pdf', { type: 'application/pdf' })]);
    const item = (await screen.findByRole('button', { name: 'Remove cv.pdf' })).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('cv.pdf (1 KB) (uploading…)');
    // The server's message names the file: shown as it is, announced, and describing the file input.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^These files' contents do not match their names or an accepted type \(\.pdf\): fake\.pdf\.$/);
    expect(screen.getByLabelText('Documents')).toHaveAccessibleDescription(expect.stringContaining('fake.pdf.'));
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', '/api/pcsx/form_files/7');
    expect(screen.queryByRole('button', { name: 'Remove fake.pdf' })).not.toBeInTheDocument();
    const sent = transport.calls.filter((call) => call.path === '/api/pcsx/form_files');
    expect(sent.map((call) => ((call.body as FormData).get('file') as File).name)).toEqual(['cv.pdf', 'fake.pdf']);
    expect(sent.every((call) => call.raw)).toBe(true);
    // Removing a file by keyboard leaves the focus in the field, not at the top of the page.
    screen.getByRole('button', { name: 'Remove cv.pdf' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Documents')).toHaveFocus();
  });

  it('a draft saved while a file is on its way keeps the other answers and leaves that file out', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = jest.fn(async () => undefined);
    renderForm(
      { definition: oneSection([{ name: 'note', label: 'Note', type: 'text' }, { name: 'docs', label: 'Documents', type: 'file_upload' }]), onSave },
      { 'POST /api/pcsx/form_files': () => new Promise(() => undefined) },
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Hello');
    await user.upload(screen.getByLabelText('Documents'), new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]).toEqual([{ note: 'Hello', docs: [] }]);
  });

  it('checks a required upload when it is left empty, and describes the accepted types', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'cv', label: 'Resume', type: 'fileUpload', required: true, accept: ['.pdf', '.txt'] }, { name: 'note', label: 'Note', type: 'text' }]) });
    const input = screen.getByLabelText(/^Resume/);
    expect(input).toHaveAccessibleDescription('Accepted: .pdf, .txt');
    input.focus();
    await user.tab();
    expect(await screen.findByText('Resume is required')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Resume is required Accepted: .pdf, .txt');
  });

  it('allows several files when the maximum is above 1 and counts them', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: oneSection([{ name: 'docs', label: 'Documents', type: 'file_upload', rules: [{ type: 'minLength', value: 2 }, { type: 'maxLength', value: 3 }] }]) });
    const input = screen.getByLabelText('Documents');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [new File(['a'], 'a.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Upload at least 2 files.')).toBeInTheDocument();
  });
});

describe('dynamic list', () => {
  const list = (min?: number, max?: number) =>
    oneSection([
      {
        name: 'refs', label: 'Reference', type: 'dynamicList', itemDefaultValue: { kind: 'work' },
        rules: [...(min ? [{ type: 'minLength' as const, value: min, message: 'Add a reference' }] : []), ...(max ? [{ type: 'maxLength' as const, value: max }] : [])],
        items: [
          { name: 'who', label: 'Name', type: 'text', required: true },
          { name: 'kind', label: 'Kind', type: 'text' },
        ],
      },
    ]);

  it('starts with one empty entry when a minimum exists, hides remove at the minimum and add at the maximum', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: list(1, 2) });
    expect(await screen.findByRole('group', { name: 'Reference 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kind' })).toHaveValue('work'));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getAllByRole('textbox', { name: 'Name' })[1]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove Reference/ })).toHaveLength(2);
    await user.type(screen.getAllByRole('textbox', { name: 'Name' })[0]!, 'Ann');
    await user.type(screen.getAllByRole('textbox', { name: 'Name' })[1]!, 'Bob');
    await user.click(screen.getByRole('button', { name: 'Remove Reference 1' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bob');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ 'refs[0].who': 'Bob', 'refs[0].kind': 'work' }));
  });

  it('adds one entry per click of Add with the mouse, keeping focus on Add; by keyboard focus moves into the new entry', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: list(1, 5) });
    await screen.findByRole('group', { name: 'Reference 1' });
    const add = screen.getByRole('button', { name: 'Add Item' });
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(3);
    // No new field was focused and left empty behind the candidate's back: no error moved the button.
    expect(add).toHaveFocus();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('textbox', { name: 'Name' })[3]).toHaveFocus();
  });

  it('reports entry errors under their fields on submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: list(1) });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});

describe('e-sign frame', () => {
  const esignForm = oneSection([{ name: 'sign', label: 'Signature', type: 'esignForm', required: true, esign: { url: 'https://sign.example/doc/1', origin: 'https://sign.example', title: 'Sign the offer' } }]);
  // A message as the frame titled `title` would post it (source: that frame's window).
  const post = (origin: string, type: string, title = 'Sign the offer') => act(() => {
    const source = (screen.getByTitle(title) as HTMLIFrameElement).contentWindow;
    window.dispatchEvent(new MessageEvent('message', { origin, data: { type }, source }));
  });

  it('signs on ESIGN from the signing origin, rejects on REJECT, and refuses other origins', async () => {
    const onSign = jest.fn();
    const onReject = jest.fn();
    const onLog = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { onSubmit } = renderForm({ definition: esignForm, onSign, onReject, onLog });
      expect(screen.getByTitle('Sign the offer')).toHaveAttribute('src', 'https://sign.example/doc/1');
      post('https://evil.example', 'ESIGN');
      expect(onSign).not.toHaveBeenCalled();
      expect(onLog).toHaveBeenCalledWith('esign_message_refused', expect.objectContaining({ origin: 'https://evil.example' }));
      post('https://sign.example', 'ESIGN');
      expect(onSign).toHaveBeenCalledWith(expect.objectContaining({ name: 'sign' }), { type: 'ESIGN' });
      expect(screen.getByText('Signed')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ sign: expect.objectContaining({ signed: true }) }));
      post('https://sign.example', 'REJECT');
      expect(onReject).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Not signed')).toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });

  it("signs only the question whose frame sent ESIGN, and ignores messages from no frame of its own", async () => {
    const provider = { origin: 'https://sign.example' };
    const onSign = jest.fn();
    const { onSubmit } = renderForm({
      definition: oneSection([
        { name: 'handbook', label: 'Handbook', type: 'embedded_form', esign: { ...provider, url: 'https://sign.example/doc/1', title: 'Sign the handbook' } },
        { name: 'nda', label: 'NDA', type: 'esignForm', esign: { ...provider, url: 'https://sign.example/doc/2', title: 'Sign the NDA' } },
      ]),
      onSign,
    });
    post('https://sign.example', 'ESIGN', 'Sign the NDA');
    expect(onSign).toHaveBeenCalledTimes(1);
    expect(onSign).toHaveBeenCalledWith(expect.objectContaining({ name: 'nda' }), { type: 'ESIGN' });
    expect(within(screen.getByRole('group', { name: 'Handbook' })).getByText('Not signed')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'NDA' })).getByText('Signed')).toBeInTheDocument();
    // From the right origin but not from a frame of the form (another window, a popup): ignored.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://sign.example', data: { type: 'ESIGN' }, source: window }));
    });
    expect(onSign).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nda: expect.objectContaining({ signed: true }) }));
  });
});

describe('layouts', () => {
  const sections = [
    { id: 'a', title: 'Contact', editable: true, items: [{ name: 'email', label: 'Email', type: 'email' as const }] },
    { id: 'b', title: 'Legal', items: [{ name: 'ssn', label: 'SSN', type: 'ssn' as const }] },
  ];

  it('noTitle: no title and no stepper', () => {
    renderForm({ definition: makeDefinition(sections, { layout: 'noTitle' }) });
    expect(screen.queryByRole('heading', { name: 'Test form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Test form' })).toBeInTheDocument();
  });

  it('hideTitle: the page shows the title; the toolkit names the form and starts its sections at headingLevel', () => {
    renderForm({ definition: makeDefinition(sections, { layout: 'stepper', descriptionHtml: '<p>Welcome</p>' }), hideTitle: true });
    expect(screen.queryByRole('heading', { name: 'Test form' })).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Test form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Form steps' })).toBeInTheDocument();
  });

  it('htmlDescription: shows the description HTML, sanitised', async () => {
    const { container } = renderForm({ definition: makeDefinition(sections, { layout: 'htmlDescription', descriptionHtml: '<p>Welcome <a href="javascript:alert(1)">here</a><img src=x onerror="alert(1)"></p>' }) });
    expect(await screen.findByText(/Welcome/)).toBeInTheDocument();
    expect(screen.getByText('here')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('htmlDescription: inline styles, which the page\'s CSP would refuse, are dropped rather than left to log violations', async () => {
    const { container } = renderForm({ definition: makeDefinition(sections, { layout: 'htmlDescription', descriptionHtml: '<style>p{color:red}</style><p style="color:red">Styled</p>' }) });
    expect(await screen.findByText('Styled')).not.toHaveAttribute('style');
    expect(container.querySelector('style')).toBeNull();
  });

  it('admin: sections are read-only until an editable one is opened with Edit', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: makeDefinition(sections, { layout: 'admin' }), initialValues: { email: 'a@b.co', ssn: '123-45-6789' } });
    expect(screen.getByRole('group', { name: 'Email' })).toHaveTextContent('a@b.co');
    expect(screen.getByRole('textbox', { name: 'SSN' })).toHaveAttribute('readonly');
    expect(screen.getAllByRole('button', { name: /Edit/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit Contact' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).not.toHaveAttribute('readonly');
    await user.clear(email);
    await user.type(email, 'new@b.co');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('group', { name: 'Email' })).toHaveTextContent('new@b.co');
  });
});
