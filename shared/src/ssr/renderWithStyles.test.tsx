import styled from '@emotion/styled';
import { renderWithStyles } from './renderWithStyles';

// Issue 27: the server's style tags go into the page's head, where the page's emotion cache adopts them. Loading
// @emotion/react in the browser makes its default cache, which moved every server style tag it did not recognise
// as placed to the end of the head: the browser parsed their rules again and restyled the page in the shell's start.

const Title = styled.h1({ color: 'rebeccapurple' });
const Text = styled.p({ margin: 0 });

afterEach(() => {
  document.head.innerHTML = '';
});

test("the server's style tags are marked as placed and carry the response's nonce and the page cache's key", () => {
  const { html, styles } = renderWithStyles(
    <>
      <Title>Careers at Northwind Labs</Title>
      <Text>Open positions</Text>
    </>,
    'n0nce',
  );
  expect(html).toContain('Careers at Northwind Labs');
  const tags = [...styles.matchAll(/<style\b[^>]*>/g)].map((match) => match[0]);
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toMatch(/^<style data-s="" data-emotion="careers(?: [a-z0-9-]*)*" nonce="n0nce">$/);
});

test("they stay where the server put them when the browser's emotion loads (its default cache moves unmarked ones)", () => {
  const { styles } = renderWithStyles(<Title>Careers at Northwind Labs</Title>, 'n0nce');
  document.head.innerHTML = `${styles}<meta name="after-the-styles">`;
  const placed = [...document.head.children];
  jest.isolateModules(() => {
    // Loading it makes its default cache (key 'css'), as the shell's start does.
    jest.requireActual('@emotion/react');
  });
  expect([...document.head.children]).toEqual(placed);
  expect(document.head.lastElementChild?.getAttribute('name')).toBe('after-the-styles');
});
