import styled from '@emotion/styled';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { StyleCacheProvider } from './StyleCacheProvider';

// Issue 27: the page's emotion cache (made once per page, so once in this file) takes over the style tags the server
// put in the head. emotion's own way re-inserted each of them at the end of the head, and the browser builds a moved
// style sheet again: ~10 ms of a phone's main thread at the shell's start.

const Title = styled.h1({ color: 'rebeccapurple' });
const Text = styled.p({ margin: 0 });

test("the page's cache adopts the server's tags where they are: none moved, no style inserted again, later styles after them", () => {
  // What the server sends for the title (its class's name as emotion hashes the title's style).
  const name = styleNameOf(<Title />);
  document.head.innerHTML = `<style data-s="" data-emotion="careers ${name}" nonce="n0nce">.careers-${name}{color:rebeccapurple;}</style><meta name="after-the-styles">`;
  const placed = [...document.head.children];
  const slot = document.body.appendChild(document.createElement('div'));
  // Drawn in the browser as the server drew it (the same class), then a style only the browser draws.
  act(() => {
    createRoot(slot).render(
      <StyleCacheProvider>
        <Title>Careers at Northwind Labs</Title>
        <Text>Open positions</Text>
      </StyleCacheProvider>,
    );
  });
  expect([...document.head.children].slice(0, placed.length)).toEqual(placed);
  expect(document.head.children[placed.length - 1]?.getAttribute('name')).toBe('after-the-styles');
  // A tag's text, or the rules emotion inserted into its sheet.
  const rulesOf = (tags: Element[]) =>
    tags.map((tag) => `${tag.textContent}${[...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')}`).join('\n');
  // The title's rule stays the server's; the text's own comes in a tag after them.
  expect(rulesOf(placed)).toMatch(/rebeccapurple/);
  const added = [...document.head.children].slice(placed.length);
  expect(added.length).toBeGreaterThan(0);
  expect(rulesOf(added)).not.toMatch(/rebeccapurple/);
  expect(rulesOf(added)).toMatch(/margin: ?0/);
  expect(slot.textContent).toBe('Careers at Northwind LabsOpen positions');
});

/** The name emotion gives an element's style (its class is `<cache key>-<name>`), read from a throwaway cache. */
function styleNameOf(element: ReactElement): string {
  const probe = createCache({ key: 'probe', container: document.createElement('div') });
  const slot = document.createElement('div');
  const root = createRoot(slot);
  act(() => root.render(<CacheProvider value={probe}>{element}</CacheProvider>));
  const name = [...(slot.firstElementChild?.classList ?? [])].find((c) => c.startsWith('probe-'))?.slice('probe-'.length);
  act(() => root.unmount());
  if (!name) throw new Error('no emotion class');
  return name;
}
