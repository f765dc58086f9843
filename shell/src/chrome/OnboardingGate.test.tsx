import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { OnboardingGate } from './OnboardingGate';

test('posts to the onboarding endpoint, then reloads', async () => {
  const reload = jest.fn();
  const transport = createFakeTransport({ 'POST /api/pcsx/onboarding': () => ({ ok: true, isOnboarded: true }) });
  renderWithProviders(<OnboardingGate reload={reload} />, { transport });
  expect(screen.getByRole('status')).toHaveTextContent('Getting your account ready…');
  await screen.findByRole('status');
  await new Promise((r) => setTimeout(r, 0));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(transport.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/pcsx/onboarding']);
});

test('a failed onboarding call can be retried', async () => {
  const reload = jest.fn();
  let calls = 0;
  const transport = createFakeTransport({
    'POST /api/pcsx/onboarding': () => {
      calls += 1;
      if (calls === 1) throw new TransportError('Server error. Please try again.', { status: 500, code: 'internal', data: null });
      return { ok: true };
    },
  });
  renderWithProviders(<OnboardingGate reload={reload} />, { transport });
  expect(await screen.findByText('We could not finish setting up your account.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await new Promise((r) => setTimeout(r, 0));
  expect(reload).toHaveBeenCalledTimes(1);
});
