import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstAnswers } from '@careers/shared/boot';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData } from '@careers/shared/testing';
import { applyForm } from '../../testing/formsFixtures';
import { putServerPage, serverRenderApply, takeOver } from '../../testing/serverDrawnApplyPage';

// Issue 27: the apply page the server drew is taken over by mf-forms' first render in the browser, which must draw
// the same markup from the same answer: hydrated, its nodes stay (and the focus, and what is typed after), and
// React reports no recoverable error (a mismatch is redrawn and reported through reportError).

const boot = makeBootData({ domain: 'acme.example', user: { isLoggedIn: true } });
const data = applyForm({ draft: { updated_at: '2026-11-20T10:00:00.000Z' } });
const first: FirstAnswers = { domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data } } };

test('the drawn apply page is hydrated node for node, then its fields take typing and its buttons act', async () => {
  window.history.replaceState(null, '', '/careers/apply?pid=12');
  const page = serverRenderApply({ boot, url: '/careers/apply?pid=12', locale: 'en', nonce: 'n0nce', firstAnswers: first });
  expect(page?.html).toContain('Apply for Senior Data Engineer');
  // The page as the server sends it: the answers block, and the drawn page in mf-forms' slot.
  const slot = putServerPage(first, page?.html ?? '');
  const drawnInput = slot.querySelector<HTMLInputElement>('input[name="linkedin"]')!;
  const drawnSubmit = [...slot.querySelectorAll('button')].find((b) => b.textContent === 'Submit application')!;
  expect(drawnSubmit).toHaveAttribute('aria-disabled', 'true');
  // The form's own buttons say it too (one attribute on the form, for the CSS).
  expect(slot.querySelector('form')).toHaveAttribute('data-not-ready', 'Getting ready, one moment');
  drawnInput.focus();

  initSession(boot);
  const errors = jest.spyOn(console, 'error');
  const transport = createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data }) });
  // The takeover: the submit button becomes one that sends, the very same node.
  const { props, unmount } = await takeOver(slot, transport);
  expect(props.reportError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(slot.querySelector('input[name="linkedin"]')).toBe(drawnInput);
  expect(document.activeElement).toBe(drawnInput);
  const submit = screen.getByRole('button', { name: 'Submit application' });
  expect(submit).toBe(drawnSubmit);
  expect(submit).toHaveAttribute('type', 'submit');
  expect(submit).not.toHaveAttribute('aria-disabled');
  expect(submit).not.toHaveAttribute('data-not-ready');
  expect(slot.querySelector('form')).not.toHaveAttribute('data-not-ready');
  // No call: the page's answer was the first load.
  expect(transport.calls).toHaveLength(0);

  await userEvent.type(drawnInput, 'https://www.linkedin.com/in/ada');
  expect(drawnInput).toHaveValue('https://www.linkedin.com/in/ada');
  expect(document.activeElement).toBe(drawnInput);
  await act(async () => {
    await unmount();
  });
});
