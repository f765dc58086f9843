import { screen } from '@testing-library/react';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import type { ProfileDetails } from '@careers/shared/contracts';
import { ExportResumePage } from './ExportResumePage';

const boot = makeBootData({ domain: 'northwind.demo' });
const profile: ProfileDetails = {
  encId: 'e', firstName: 'Alex', lastName: 'Rivera', fullname: 'Alex Rivera', email: 'alex@demo.test', avatar: null, location: 'Berlin, Germany', hasResume: true,
  skills: ['React', 'TypeScript'], experienceYears: 7, experience: [{ title: 'Senior Software Engineer', company: 'Blue Harbor Analytics', startDate: '2021-03', endDate: null }], education: [],
};

test('previews what the PDF will say and offers it as a download', async () => {
  renderWithProviders(<ExportResumePage />, { transport: createFakeTransport({ 'GET /api/pcsx/profile_details': () => ({ data: { profile } }) }), boot });
  const preview = await screen.findByRole('article', { name: 'Resume preview' }, { timeout: 5000 });
  expect(preview).toHaveTextContent('Alex Rivera');
  expect(preview).toHaveTextContent('React, TypeScript');
  expect(preview).toHaveTextContent('Senior Software Engineer, Blue Harbor Analytics Mar 2021 – Present');
  expect(preview).toHaveTextContent('No data found');
  expect(screen.getByRole('link', { name: 'Download PDF resume' })).toHaveAttribute('href', '/api/pcsx/export_resume?domain=northwind.demo');
});

test('shows the error state when the profile cannot be read', async () => {
  renderWithProviders(<ExportResumePage />, {
    transport: createFakeTransport({ 'GET /api/pcsx/profile_details': () => { throw new TransportError('x', { status: 500, code: 'api_error' }); } }),
    boot,
  });
  expect(await screen.findByText('An error occurred while retrieving data', undefined, { timeout: 5000 })).toBeInTheDocument();
});
