import { screen } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import type { MatchDetails } from '@careers/shared/contracts';
import { MatchSection } from './MatchSection';

const match: MatchDetails = {
  score: 0.4, isStrongMatch: false, threshold: 0.7, matchedSkills: ['SQL'], missingSkills: ['Kafka'],
  experience: { candidateYears: 3, requiredYears: 5, meets: false }, explanation: ['You have 1 of the 2 skills this role asks for: SQL.'],
};

test('a logged-in candidate is sent to the profile to add skills or upload a resume', () => {
  renderWithProviders(<MatchSection match={match} isLoading={false} headingLevel={3} />, { transport: createFakeTransport(), boot: makeBootData() });
  expect(screen.getByRole('link', { name: 'Add skills or upload your resume on your profile' })).toHaveAttribute('href', '/careers/profile');
  expect(screen.getByText('Kafka')).toBeInTheDocument();
});
