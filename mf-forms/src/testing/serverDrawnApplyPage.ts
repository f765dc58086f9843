import { act, screen, waitFor } from '@testing-library/react';
import { FIRST_ANSWERS_ID, type FirstAnswers } from '@careers/shared/boot';
import type { RenderApplyInput, RenderedHtml } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';

/** The server's render of the apply page, in modules of its own (the server's renderer is a bundle of its own too). */
export function serverRenderApply(input: RenderApplyInput): RenderedHtml | null {
  let page: RenderedHtml | null = null;
  // The boot data as the server has it, a copy of its own per render (parsed from the request's answers): valtio's
  // proxy() wraps the object it is given in place, so a test's one boot object rendered by each render's fresh
  // modules gathered a proxy layer per render, and every later render went through all of them (the fifth of
  // applySelectLists.test took 14.7 s on CI, the first 0.2 s).
  jest.isolateModules(() => {
    const { renderApply } = jest.requireActual<typeof import('../features/apply/renderApply')>('../features/apply/renderApply');
    page = renderApply({ ...input, boot: JSON.parse(JSON.stringify(input.boot)) as typeof input.boot });
  });
  return page;
}

/**
 * Puts the page as the server sends it into the document: the first answers block, and `html` (the drawn page) in
 * the slot mf-forms mounts into. Returns the slot.
 */
export function putServerPage(first: FirstAnswers, html: string): HTMLElement {
  const block = document.body.appendChild(document.createElement('script'));
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = JSON.stringify(first);
  const slot = document.body.appendChild(document.createElement('div'));
  slot.innerHTML = html;
  return slot;
}

/** The single-spa props mf-forms is mounted with in `slot`. */
const mountProps = (slot: HTMLElement, transport: Transport) => ({
  remoteName: 'mf-forms',
  domElement: slot,
  transport,
  reportError: jest.fn(),
  navigate: jest.fn(),
  name: 'mf-forms',
  singleSpa: {},
  mountParcel: jest.fn(),
});

/**
 * mf-forms takes over the page drawn in `slot` as in the browser (single-spa's bootstrap, then mount), resolved once
 * the form is the remote's (its Submit sends) and the takeover's effects ran. Returns the mount props (their
 * reportError spy) and the unmount.
 */
export async function takeOver(slot: HTMLElement, transport: Transport) {
  const props = mountProps(slot, transport);
  const { bootstrap, mount, unmount } = await import('../app');
  await bootstrap(props);
  await mount(props);
  await screen.findByRole('button', { name: 'Submit application' });
  // The drawn controls become ready in a transition after the hydrating commit (HydrationSettles).
  await waitFor(() => expect(slot.querySelector('[data-not-ready]')).toBeNull());
  await act(async () => undefined);
  return { props, unmount: () => unmount(props) };
}
