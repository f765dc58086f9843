import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROPOSAL, RESUME, setup, toastTexts } from '../../testing/profileFixtures';

test('"Add to my profile" with nothing ticked sends nothing and says why, where the keyboard is; the review stays open', async () => {
  const { transport } = setup({
    'GET /api/pcsx/resumes': () => ({ data: { resumes: [RESUME] } }),
    'GET /api/pcsx/resumes/9/proposal': () => ({ data: { proposal: PROPOSAL } }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Review proposal: cv.pdf' }, { timeout: 5000 }));
  const review = within(await screen.findByRole('region', { name: 'What your resume would change' }));
  for (const name of ['Kafka', 'Terraform', /Data Engineer/]) await user.click(review.getByRole('checkbox', { name }));
  await user.click(review.getByRole('button', { name: 'Add to my profile' }));
  const alert = review.getByRole('alert');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(alert).toHaveTextContent('Nothing is ticked, so nothing was added. Tick what to add to your profile, or choose "Not now".');
  expect(transport.calls.some((c) => c.path === '/api/pcsx/resumes/9/confirm')).toBe(false);
  expect(toastTexts()).not.toContain('Your profile now includes what you chose from your resume');
});
