import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@careers/shared/state';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { makeDetails } from '../../testing/searchFixtures';
import { JobPage } from './JobPage';

const routes = {
  'GET /api/pcsx/position_details': (req: { params?: Record<string, unknown> }) =>
    makeDetails(Number(req.params?.position_id), { name: 'Senior Data Engineer', salary: { min: 90000, max: 120000, currency: 'EUR', unit: 'YEAR' as const } }),
  'GET /api/pcsx/match_details': () => Promise.reject(new TransportError('Session timed out.', { status: 401, code: 'session_timeout' })),
  'GET /api/pcsx/position_insights': () => ({ data: { fields: [], similarRoles: [{ id: 8, name: 'Data Engineer', location: 'Berlin' }] } }),
  'GET /api/pcsx/overrides': () => ({ data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } }),
};

beforeEach(() => toastStore.toasts.splice(0));

test('the job page has the job title as its heading, the description, salary, apply and save', async () => {
  const boot = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  const navigate = jest.fn();
  renderWithProviders(<JobPage pid={12} navigate={navigate} />, { transport: createFakeTransport(routes), boot });
  expect(await screen.findByRole('heading', { level: 1, name: 'Senior Data Engineer' })).toBeInTheDocument();
  expect(screen.getByText('You will build things.')).toBeInTheDocument();
  expect(screen.getByText(/90,000/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Apply' }));
  expect(navigate).toHaveBeenCalledWith('/careers/apply?pid=12');
  // A failed match call only leaves the match out.
  expect(screen.queryByText('Strong match')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/careers/job/8');
});

test('an unknown position shows the toast and a way back to the search', async () => {
  const transport = createFakeTransport({
    ...routes,
    'GET /api/pcsx/position_details': () => Promise.reject(new TransportError('Position not found.', { status: 404, code: 'not_found' })),
  });
  renderWithProviders(<JobPage pid={999} navigate={jest.fn()} />, { transport });
  expect(await screen.findByText('Position not found.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/careers/search');
  await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toEqual(['Failed to load position details']));
});

test('without a pid the page says so', () => {
  renderWithProviders(<JobPage pid={null} navigate={jest.fn()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
  expect(screen.getByText('No job was chosen. Search for jobs to find one.')).toBeInTheDocument();
});
