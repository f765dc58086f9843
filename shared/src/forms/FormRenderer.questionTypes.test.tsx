import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneSection, renderForm } from './testing/renderForm';
import type { FormItem } from './rules/types';

const everyType: FormItem[] = [
  { name: 'first', label: 'First name', type: 'text' },
  { name: 'bio', label: 'About you', type: 'textarea' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'age', label: 'Age', type: 'number' },
  { name: 'ssn', label: 'SSN', type: 'ssn' },
  { name: 'sin', label: 'SIN', type: 'sin' },
  { name: 'days', label: 'Days', type: 'checkbox', options: [{ label: 'Monday', value: 'mon' }, { label: 'Tuesday', value: 'tue' }] },
  { name: 'agree', label: 'I agree to the terms', type: 'checkboxItem' },
  { name: 'shift', label: 'Shift', type: 'radio', options: [{ label: 'Day', value: 'day' }, { label: 'Night', value: 'night' }] },
  { name: 'start', label: 'Start day', type: 'date' },
  { name: 'job', label: 'Last job', type: 'dateRange' },
  { name: 'size', label: 'Team size', type: 'dropdown', options: [{ label: 'Small', value: 's' }, { label: 'Large', value: 'l' }] },
  { name: 'city', label: 'City', type: 'select', options: [{ label: 'Oslo', value: 'osl' }] },
  { name: 'cv', label: 'Resume', type: 'file_upload' },
  { name: 'skills', label: 'Skills', type: 'skillSelector', suggestedSkills: ['Go', 'SQL'] },
  { name: 'rating', label: 'Rate us', type: 'star_rating' },
  { name: 'notes', label: 'Read this', type: 'info', html: '<p>Bring <b>ID</b><script>alert(1)</script></p>' },
  { name: 'rules', label: 'Instructions', type: 'instruction', description: 'Answer honestly.' },
  {
    name: 'jobs', label: 'Job', type: 'dynamicList', addButtonText: 'Add job',
    items: [{ name: 'title', label: 'Title', type: 'text' }],
  },
];

describe('every question type in edit mode', () => {
  it('edits each type and submits the values in the contract shapes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, container } = renderForm({ definition: oneSection(everyType) });

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('About you'), 'Engineer');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Age'), '36');
    await user.type(screen.getByLabelText('SSN'), '123456789');
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
    await user.type(screen.getByLabelText('SIN'), '987654321');
    expect(screen.getByLabelText('SIN')).toHaveValue('987-654-321');
    await user.click(screen.getByLabelText('Tuesday'));
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByLabelText('I agree to the terms'));
    await user.click(screen.getByLabelText('Night'));
    fireEvent.change(screen.getByLabelText('Start day'), { target: { value: '2030-01-02' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2020-03' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2022-11' } });
    await user.selectOptions(screen.getByLabelText('Team size'), 'Large');
    await user.selectOptions(screen.getByLabelText('City'), 'Oslo');
    await user.upload(screen.getByLabelText('Resume'), new File(['hello'], 'cv.pdf', { type: 'application/pdf' }));
    await screen.findByText(/cv\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Add SQL' }));
    await user.type(screen.getByLabelText('Skills'), 'Rust{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Very Good' }));
    await user.click(screen.getByRole('button', { name: 'Add job' }));
    await user.type(screen.getByLabelText('Title'), 'Chef');

    // info is sanitised; instruction shows its text.
    expect(screen.getByText('ID').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Answer honestly.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0];
    expect(values).toMatchObject({
      first: 'Ada',
      bio: 'Engineer',
      email: 'ada@example.org',
      age: 36,
      ssn: '123-45-6789',
      sin: '987-654-321',
      days: ['mon', 'tue'],
      agree: true,
      shift: 'night',
      start: '2030-01-02',
      job: { startDate: '03/2020', endDate: '11/2022', isCurrent: false },
      size: 'l',
      city: 'osl',
      skills: ['SQL', 'Rust'],
      rating: 4,
      'jobs[0].title': 'Chef',
    });
    const [file] = values.cv as Array<Record<string, unknown>>;
    // Uploaded on its own when picked (testing/renderForm.tsx answers as the server does): the answer holds its id.
    expect(file).toMatchObject({ name: 'cv.pdf', size: 5, type: 'application/pdf', fileId: 1, previewUrl: '/api/pcsx/form_files/1', status: 'done' });
    expect(file).not.toHaveProperty('content');
    expect(typeof file!.uid).toBe('string');
    expect(values.jobs).toBeUndefined();
  }, 30_000);
});

describe('every question type in view mode', () => {
  it('shows each answer read-only, text-like ones in read-only text boxes', async () => {
    renderForm({
      definition: oneSection(everyType),
      mode: 'view',
      initialValues: {
        first: 'Ada', bio: 'Engineer', email: 'ada@example.org', age: 36, ssn: '123-45-6789', sin: '987-654-321',
        days: ['mon', 'tue'], agree: true, shift: 'night', start: '2030-01-02',
        job: { startDate: '03/2020', endDate: '', isCurrent: true }, size: 'l', city: 'osl',
        cv: [
          { uid: 'u1', name: 'cv.pdf', size: 5, type: 'application/pdf', lastModified: 0, webkitRelativePath: '', content: 'aGVsbG8=', status: 'done', previewUrl: '/api/pcsx/form_files/7' },
          { uid: 'u2', name: 'old.pdf', size: 5, type: 'application/pdf', lastModified: 0, webkitRelativePath: '', status: 'done' },
        ],
        skills: ['SQL', 'Rust'], rating: 4, 'jobs[0].title': 'Chef',
      },
    });
    // An attached file opens from its preview link, in a new tab; one the server gave no link stays a name.
    const cv = screen.getByRole('link', { name: 'cv.pdf' });
    expect(cv).toHaveAttribute('href', '/api/pcsx/form_files/7');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(screen.getByText('old.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'old.pdf' })).toBeNull();
    for (const [label, value] of [['First name', 'Ada'], ['About you', 'Engineer'], ['Age', '36'], ['SSN', '123-45-6789'], ['SIN', '987-654-321'], ['Start day', '2030-01-02'], ['Title', 'Chef']]) {
      const box = screen.getByRole('textbox', { name: label });
      expect(box).toHaveValue(value);
      expect(box).toHaveAttribute('readonly');
    }
    const group = (name: string) => within(screen.getByRole('group', { name }));
    expect(group('Email').getByText('ada@example.org')).toBeInTheDocument();
    expect(group('Days').getByText('Monday, Tuesday')).toBeInTheDocument();
    expect(group('I agree to the terms').getByText('Yes')).toBeInTheDocument();
    expect(group('Shift').getByText('Night')).toBeInTheDocument();
    expect(group('Last job').getByText('03/2020 – Present')).toBeInTheDocument();
    expect(group('Team size').getByText('Large')).toBeInTheDocument();
    expect(group('City').getByText('Oslo')).toBeInTheDocument();
    expect(group('Resume').getByText('cv.pdf')).toBeInTheDocument();
    expect(group('Skills').getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SQL', 'Rust']);
    expect(group('Rate us').getByText('Very Good')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await act(async () => undefined);
  });
});

describe('phone questions', () => {
  const phoneForm = oneSection([{ name: 'phone', label: 'Mobile', type: 'phone', required: true }]);

  it('loads the phone widget on demand and stores calling code, number and country', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: phoneForm, defaultPhoneCountry: 'GB' });
    // The first test to load the widget waits for its module (and libphonenumber's metadata) to be compiled and
    // loaded: more than findBy's 1 s default on a loaded machine (failed once at load 8), so it may take longer.
    const phone = await screen.findByRole('textbox', { name: 'Mobile' }, { timeout: 15_000 });
    const country = screen.getByLabelText('Mobile country');
    expect(country).toHaveValue('GB');
    await user.selectOptions(country, 'CA');
    await user.type(phone, '(613) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].phone).toEqual({ callingCode: '+1', number: '(613) 555-0199', country: 'CA' });
  });

  it('checks the number against its country once the widget has loaded', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ definition: phoneForm });
    const phone = await screen.findByRole('textbox', { name: 'Mobile' });
    await user.type(phone, '123');
    await user.tab();
    expect(await screen.findByText('Enter a valid phone number and country code.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a number stored as calling code and number under its country, and refuses a number of another country', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ definition: phoneForm, initialValues: { phone: '+4915123456789' } });
    const phone = await screen.findByRole('textbox', { name: 'Mobile' });
    expect(screen.getByLabelText('Mobile country')).toHaveValue('DE');
    expect(phone).toHaveValue('15123456789');
    // With the United States chosen, a German number contradicts the country.
    await user.selectOptions(screen.getByLabelText('Mobile country'), 'US');
    await user.clear(phone);
    await user.type(phone, '+49 151 23456789');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid phone number and country code.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the number read-only in view mode', () => {
    renderForm({ definition: phoneForm, mode: 'view', initialValues: { phone: { callingCode: '+1', number: '6135550199', country: 'CA' } } });
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+1 6135550199');
  });
});
