import { act } from '@testing-library/react';
import type { FirstAnswers } from '@careers/shared/boot';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData, styledClasses } from '@careers/shared/testing';
import { applyForm } from '../../testing/formsFixtures';
import { putServerPage, serverRenderApply, takeOver } from '../../testing/serverDrawnApplyPage';

// Issue 27, Total Blocking Time: taking over the apply page the server drew compiles no style the page does not use.
// The server sends the styles of the classes its markup carries, which the page's emotion cache adopts; a style no
// element carries is left out, so the takeover compiled it (stylis) and inserted it in its commit, on a phone's busiest
// start. emotion makes such a style of a `css` prop given to a component (`<Button css=…>`): a class of its own, folded
// into the component's class. That was the not-ready look of Delete draft, Add and the footer's buttons.

const boot = makeBootData({ domain: 'acme.example', user: { isLoggedIn: true } });
const data = applyForm({ draft: { updated_at: '2026-11-20T10:00:00.000Z' } });
const first: FirstAnswers = { domain: 'acme.example', pathname: '/careers/apply', answers: { '/api/pcsx/apply_form': { data } } };


test('the takeover of the drawn apply page inserts only styles its elements carry', async () => {
  window.history.replaceState(null, '', '/careers/apply?pid=12');
  const page = serverRenderApply({ boot, url: '/careers/apply?pid=12', locale: 'en', nonce: '', firstAnswers: first });
  const slot = putServerPage(first, page?.html ?? '');

  initSession(boot);
  const { unmount } = await takeOver(slot, createFakeTransport({ 'GET /api/pcsx/apply_form': () => ({ data }) }));
  // Delete draft and the footer's buttons, whose not-ready look was such a style.
  expect([...slot.querySelectorAll('button')].map((button) => button.textContent)).toEqual(expect.arrayContaining(['Delete draft', 'Submit application']));
  const carried = new Set([...slot.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
  expect([...styledClasses()].filter((name) => !carried.has(name))).toEqual([]);
  await act(async () => {
    await unmount();
  });
});
