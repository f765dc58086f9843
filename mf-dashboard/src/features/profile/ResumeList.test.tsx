import { screen, within } from '@testing-library/react';
import { setup } from '../../testing/profileFixtures';

test('the resume list, empty, says what to do', async () => {
  setup();
  const resume = within(await screen.findByRole('region', { name: 'Resume' }, { timeout: 5000 }));
  expect(await resume.findByText('No resumes yet. Upload one above (PDF or DOCX) to fill your profile from it.')).toBeInTheDocument();
});
