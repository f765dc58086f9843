import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import type { FirstAnswers } from '@careers/shared/boot';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData } from '@careers/shared/testing';
import { applyForm } from '../../testing/formsFixtures';
import { putServerPage, serverRenderApply, takeOver } from '../../testing/serverDrawnApplyPage';

// Issue 27 (total blocking time): taking over the apply page the server drew must not redraw its questions over and
// over. Right after the hydrating commit come updates: the controls that act only once the remote runs and the
// browser's time zone for dates (a transition, `HydrationSettles`), react-final-form's first notifications (urgent). When they redrew the form while
// each question's widget still waited to hydrate in a Suspense boundary of its own, React hydrated that boundary
// at once and started over, once per question: n questions, n(n+1)/2 redraws in one long task on a phone.
// Counted per question: FieldShell frames every question the form draws.
const drawn: string[] = [];
// The toolkit's inner module (not part of its public face, so typed here by what the count needs).
type FieldShellModule = { FieldShell: (props: { id: string }) => ReactNode };
jest.mock('@careers/shared/forms/fields/FieldShell', () => {
  const actual = jest.requireActual<FieldShellModule>('@careers/shared/forms/fields/FieldShell');
  return {
    ...actual,
    FieldShell: (props: { id: string }) => {
      drawn.push(props.id);
      return actual.FieldShell(props);
    },
  };
});

const boot = makeBootData({ domain: 'acme.example', user: { isLoggedIn: false } });
const data = applyForm({ draft: { updated_at: '2026-11-20T10:00:00.000Z' } });
const first: FirstAnswers = { domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data } } };

test('the takeover of the drawn apply page draws each question once, and its buttons still become ready', async () => {
  window.history.replaceState(null, '', '/careers/apply?pid=12');
  const page = serverRenderApply({ boot, url: '/careers/apply?pid=12', locale: 'en', nonce: 'n0nce', firstAnswers: first });
  const slot = putServerPage(first, page?.html ?? '');
  expect(slot.querySelector('form')).toHaveAttribute('data-not-ready', 'Getting ready, one moment');
  drawn.length = 0;

  initSession(boot);
  const transport = createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data }) });
  const { props, unmount } = await takeOver(slot, transport);
  expect(props.reportError).not.toHaveBeenCalled();

  // Ready: the buttons the server drew waiting now act, the same nodes.
  expect(screen.getByRole('button', { name: 'Submit application' })).toHaveAttribute('type', 'submit');
  expect(slot.querySelector('[data-not-ready]')).toBeNull();
  expect(slot.querySelector('[aria-disabled="true"]')).toBeNull();
  // Each question once: the hydrating render. Not again for react-final-form's first notification as the field
  // registers (its first state differs in shape from the one notified, and the validator's first error arrives, shown
  // nowhere yet), nor for the takeover's other urgent updates; and not once per question registered after it.
  const times = new Map<string, number>();
  for (const id of drawn) times.set(id, (times.get(id) ?? 0) + 1);
  expect(times.size).toBe(3);
  expect([...times].filter(([, count]) => count !== 1)).toEqual([]);
  await act(async () => {
    await unmount();
  });
});
