import { act } from '@testing-library/react';
import type { PrimedSearchResults, RenderedHtml, RenderSearchInput } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';
import { forgetPrimedSearchResults, PRIMED_SEARCH_ID, primeSearchResults } from '../data/primedSearchResults';

/** The server's render of the search page, in modules of its own (the server's renderer is a bundle of its own too). */
export function serverRenderSearch(input: RenderSearchInput): RenderedHtml | null {
  let page: RenderedHtml | null = null;
  // The boot data as the server has it, a copy of its own per render (parsed from the request's answers): valtio's
  // proxy() wraps the object it is given in place, so a test's one boot object rendered by each render's fresh
  // modules gathered a proxy layer per render, and every later render went through all of them (the fifth of
  // applySelectLists.test took 14.7 s on CI, the first 0.2 s).
  jest.isolateModules(() => {
    const { renderSearch } = jest.requireActual<typeof import('../features/search/renderSearch')>('../features/search/renderSearch');
    page = renderSearch({ ...input, boot: JSON.parse(JSON.stringify(input.boot)) as typeof input.boot });
  });
  return page;
}

/**
 * Puts the page as the server sends it into the document: the results block (read afresh by the browser's
 * modules) and `html` (the drawn page) in the slot mf-search mounts into. Returns the slot.
 */
export function putServerSearchPage(results: PrimedSearchResults, html: string): HTMLElement {
  const block = document.body.appendChild(document.createElement('script'));
  block.type = 'application/json';
  block.id = PRIMED_SEARCH_ID;
  block.textContent = JSON.stringify(results);
  primeSearchResults(undefined);
  const slot = document.body.appendChild(document.createElement('div'));
  slot.innerHTML = html;
  return slot;
}

/**
 * mf-search takes over the page drawn in `slot` as in the browser (single-spa's bootstrap, then mount), resolved
 * once the takeover's effects ran. Returns the mount props (their reportError spy) and the unmount.
 */
export async function takeOverSearch(slot: HTMLElement, transport: Transport) {
  const props = { remoteName: 'mf-search', domElement: slot, transport, reportError: jest.fn(), navigate: jest.fn(), name: 'mf-search', singleSpa: {}, mountParcel: jest.fn() };
  const { bootstrap, mount, unmount } = await import('../app');
  await bootstrap(props);
  // Not in act(): mount resolves once React has hydrated, which act() would hold back until its callback ends.
  await mount(props);
  await act(async () => undefined);
  return {
    props,
    unmount: async () => {
      await act(async () => {
        await unmount(props);
      });
      forgetPrimedSearchResults();
    },
  };
}
