import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { toastStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { ResumeProposal } from '@careers/shared/contracts';
import { useResumeReview } from './useResumeReview';

const PROPOSAL: ResumeProposal = {
  skills: { current: [], proposed: ['Kafka'] },
  experience: { current: [], proposed: [] },
  experienceYears: { current: null, proposed: null },
  titles: [],
};

/** The three places the hook moves the keyboard between, and buttons for what the section does. */
function Harness() {
  const review = useResumeReview();
  return (
    <>
      <h2 tabIndex={-1} ref={review.headingRef}>Resume</h2>
      {review.applied && <p role="status" tabIndex={-1} ref={review.resultRef}>Applied</p>}
      <button onClick={() => void review.open(9, 'cv.pdf')}>Open 9</button>
      <button onClick={() => review.forget(9)}>Forget 9</button>
      <button onClick={() => review.forget(8)}>Forget 8</button>
      <div ref={review.reviewRef}>
        {review.review && (
          <section aria-label={`Review of ${review.review.name}`}>
            <h3 id="resume-review" tabIndex={-1}>Review</h3>
            <p>Proposes {review.review.proposal.skills.proposed.join(', ')}</p>
            <button onClick={() => review.done(true)}>Apply</button>
            <button onClick={() => review.done(false)}>Dismiss</button>
          </section>
        )}
      </div>
    </>
  );
}

function setup(proposal: () => unknown = () => ({ data: { proposal: PROPOSAL } })) {
  const transport = createFakeTransport({ 'GET /api/pcsx/resumes/9/proposal': proposal });
  renderWithProviders(<Harness />, { transport, boot: makeBootData({ domain: 'northwind.demo' }) });
  return { transport, user: userEvent.setup() };
}

test("opening a resume's review asks for its proposal and puts the keyboard on the review's heading", async () => {
  const { transport, user } = setup();
  await user.click(screen.getByRole('button', { name: 'Open 9' }));
  const review = await screen.findByRole('region', { name: 'Review of cv.pdf' });
  expect(review).toHaveTextContent('Proposes Kafka');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus());
  expect(transport.calls.find((c) => c.path === '/api/pcsx/resumes/9/proposal')?.params).toMatchObject({ domain: 'northwind.demo' });
});

test('closed after applying, the result line takes the keyboard; dismissed, the section heading does', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Open 9' }));
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());

  // Opening again hides the last result line; dismissing leaves the keyboard on the heading.
  await user.click(screen.getByRole('button', { name: 'Open 9' }));
  await screen.findByRole('region', { name: 'Review of cv.pdf' });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Resume' })).toHaveFocus());
});

test("a proposal that cannot be read says the spec's toast and opens nothing", async () => {
  const { user } = setup(() => {
    throw new TransportError('Server error', { status: 500, code: 'request_failed' });
  });
  await user.click(screen.getByRole('button', { name: 'Open 9' }));
  await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toContain('Something went wrong. Please try again'));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test("deleting the reviewed resume closes its review; deleting another leaves it open", async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Open 9' }));
  await screen.findByRole('region', { name: 'Review of cv.pdf' });
  await user.click(screen.getByRole('button', { name: 'Forget 8' }));
  expect(screen.getByRole('region', { name: 'Review of cv.pdf' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Forget 9' }));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
