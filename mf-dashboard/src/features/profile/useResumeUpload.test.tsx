import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { ProfileDetails, ResumeProposal } from '@careers/shared/contracts';
import type { ResumeReview } from './useResumeReview';
import { useResumeUpload } from './useResumeUpload';

const PROFILE: ProfileDetails = {
  encId: 'e', firstName: 'Sam', lastName: 'Chen', fullname: 'Sam Chen', email: 'sam@demo.test', avatar: null, location: null,
  hasResume: true, skills: [], experienceYears: null, experience: [], education: [],
};
const PROPOSAL: ResumeProposal = { skills: { current: [], proposed: ['Kafka'] }, experience: { current: [], proposed: [] }, experienceYears: { current: null, proposed: null }, titles: [] };
const RESUME = { id: 9, name: 'cv.pdf', type: 'application/pdf', size: 1000, created_at: '2026-11-23T00:00:00.000Z', url: '/api/pcsx/resumes/9/file', confirmed_at: null };

/** A picker, the confirmation's two buttons and what the hook says, as the resume section lays them out. */
function Harness({ onUploaded }: { onUploaded: (review: ResumeReview) => void }) {
  const upload = useResumeUpload(onUploaded);
  return (
    <>
      <label>
        Resume <input type="file" ref={upload.input} disabled={upload.uploading} onChange={(e) => upload.pick(e.target.files?.[0] ?? null)} />
      </label>
      {upload.picked && <p>Picked {upload.picked.name}</p>}
      <button onClick={upload.cancel}>Cancel</button>
      <button onClick={() => void upload.upload()}>Upload</button>
      {upload.error && <p role="alert">{upload.error}</p>}
    </>
  );
}

function setup(answer: () => unknown) {
  const onUploaded = jest.fn();
  const transport = createFakeTransport({ 'POST /api/pcsx/upload_resume': answer, 'GET /api/pcsx/resumes': () => ({ data: { resumes: [] } }) });
  renderWithProviders(<Harness onUploaded={onUploaded} />, { transport, boot: makeBootData({ domain: 'northwind.demo' }) });
  return { transport, onUploaded, user: userEvent.setup({ applyAccept: false }) };
}
const file = new File(['%PDF-1.7 resume'], 'cv.pdf', { type: 'application/pdf' });
const toastTexts = () => toastStore.toasts.map((t) => t.message);

test('a picked file waits for the confirmation; cancelling forgets it and sends nothing', async () => {
  const { transport, user } = setup(() => ({ candidate: PROFILE, resume: RESUME, proposal: PROPOSAL }));
  await user.upload(screen.getByLabelText('Resume'), file);
  expect(screen.getByText('Picked cv.pdf')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('Picked cv.pdf')).not.toBeInTheDocument();
  expect((screen.getByLabelText('Resume') as HTMLInputElement).value).toBe('');
  expect(transport.calls.some((c) => c.path === '/api/pcsx/upload_resume')).toBe(false);
});

test("confirmed, the file is sent, 'Resume uploaded' is said and the proposal handed on", async () => {
  const { transport, onUploaded, user } = setup(() => ({ candidate: PROFILE, resume: RESUME, proposal: PROPOSAL }));
  await user.upload(screen.getByLabelText('Resume'), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 9, name: 'cv.pdf', proposal: PROPOSAL }));
  expect(toastTexts()).toContain('Resume uploaded');
  expect((transport.calls.find((c) => c.path === '/api/pcsx/upload_resume')?.body as FormData).get('resume_file_name')).toBe('cv.pdf');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("a refusal the candidate can fix shows the server's words; any other failure the spec's text; both say the spec's toast", async () => {
  let failure = new TransportError('The file "cv.pdf" is too large.', { status: 422, code: 'invalid_file' });
  const { onUploaded, user } = setup(() => {
    throw failure;
  });
  await user.upload(screen.getByLabelText('Resume'), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file "cv.pdf" is too large.');
  expect(toastTexts()).toContain('File could not be uploaded');

  failure = new TransportError('Server error', { status: 500, code: 'request_failed' });
  await user.upload(screen.getByLabelText('Resume'), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('File could not be uploaded'));
  expect(onUploaded).not.toHaveBeenCalled();
});
