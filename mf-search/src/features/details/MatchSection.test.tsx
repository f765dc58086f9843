import { screen, within } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import type { MatchDetails } from '@careers/shared/contracts';
import { MatchSection } from './MatchSection';

const match: MatchDetails = {
  score: 0.4, isStrongMatch: false, threshold: 0.7, matchedSkills: ['SQL'], missingSkills: ['Kafka'],
  experience: { candidateYears: 3, requiredYears: 5, meets: false }, explanation: ['You have 1 of the 2 skills this role asks for: SQL.'],
};

test('a logged-in candidate is sent to the profile to add skills or upload a resume', () => {
  renderWithProviders(<MatchSection match={match} isLoading={false} headingLevel={3} positionHref="/careers/job/1" />, { transport: createFakeTransport(), boot: makeBootData() });
  expect(screen.getByRole('link', { name: 'Add skills or upload your resume on your profile' })).toHaveAttribute('href', '/careers/profile');
  expect(screen.getByText('Kafka')).toBeInTheDocument();
});

test('while the match loads, its section keeps its room, is busy, and says so once', () => {
  renderWithProviders(<MatchSection match={null} isLoading headingLevel={2} positionHref="/careers/job/1" />, { transport: createFakeTransport(), boot: makeBootData() });
  const region = screen.getByRole('region', { name: 'How you match' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  // Heard: the heading and one loading message; the placeholder (its static words too) is hidden, so
  // nothing is read now and again when the answer replaces it.
  expect(within(region).getAllByRole('heading').map((h) => h.textContent)).toEqual(['How you match']);
  expect(within(region).getByRole('status')).toHaveTextContent('Loading match details');
  expect(within(region).queryByRole('heading', { name: 'Skills you have' })).not.toBeInTheDocument();
  expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  // Seen: laid out like the answer, with its two skill lists and the profile hint.
  expect(within(region).getByText('Skills you have')).toBeVisible();
  expect(within(region).getByText('Skills to build')).toBeVisible();
});

test('logged out, the login prompt shows at once, not a placeholder', () => {
  renderWithProviders(<MatchSection match={null} isLoading headingLevel={2} positionHref="/careers/job/1" />, {
    transport: createFakeTransport(),
    boot: makeBootData({ user: { isLoggedIn: false, id: null }, profile: null }),
  });
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
