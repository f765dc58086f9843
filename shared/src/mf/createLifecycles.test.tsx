import styled from '@emotion/styled';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useHydrated } from '@careers/shared/ui';
import { createFakeTransport } from '@careers/shared/testing';
import { createLifecycles } from './createLifecycles';
import type { RemoteProps } from './RemoteProps';

// The page's CSP has no 'unsafe-inline' in style-src: a <style> tag without the page's nonce is
// refused by the browser (jsdom does not enforce CSP, so the test reads the tags themselves).
const Title = styled.h1`
  font-size: 28px;
`;

let broken = false;
function Root() {
  if (broken) throw new Error('render failed');
  return <Title>Offers</Title>;
}

const emotionTags = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];

test("a remote's styles, and its fallback's, go into <style> tags carrying the page's CSP nonce", async () => {
  const shellScript = document.createElement('script');
  shellScript.setAttribute('nonce', 'r4nd0m');
  document.head.appendChild(shellScript);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const slot = document.body.appendChild(document.createElement('div'));
  const remoteProps: RemoteProps = { remoteName: 'mf-offers', domElement: slot, transport: createFakeTransport(), reportError: jest.fn(), navigate: jest.fn() };
  // What single-spa adds to the shell's props.
  const props = { ...remoteProps, name: 'mf-offers', singleSpa: {}, mountParcel: jest.fn() };

  for (const renderFails of [false, true]) {
    broken = renderFails;
    const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-offers', loadRoot: async () => ({ default: Root }) });
    // Not inside act(): single-spa-react's mount resolves from an effect act() would hold back.
    await bootstrap(props);
    await mount(props);
    await screen.findByRole(renderFails ? 'alert' : 'heading');
    await act(async () => {
      await unmount(props);
    });
  }

  expect(remoteProps.reportError).toHaveBeenCalledWith('mf-offers', expect.objectContaining({ message: 'render failed' }));
  const tags = emotionTags();
  // The heading's rule and the fallback's (box and Retry button) were all inserted …
  const css = tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
  expect(css).toMatch(/font-size: ?28px/);
  expect(css).toMatch(/border-radius: ?8px/);
  // … and every tag that holds them has the nonce; none came from emotion's default cache.
  expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(tags.map(() => 'r4nd0m'));
  expect(tags.map((tag) => tag.dataset.emotion?.split(' ')[0])).toEqual(tags.map(() => 'careers'));
});

test("a slot the server drew is hydrated: its nodes stay (and the keyboard focus on them); other slots are drawn afresh", async () => {
  function Page() {
    return <button type="button">Save job</button>;
  }
  const drawn = document.body.appendChild(document.createElement('div'));
  // What the server sends: the page inside the boundary's element.
  drawn.innerHTML = '<div><button type="button">Save job</button></div>';
  const serverButton = drawn.querySelector('button')!;
  serverButton.focus();
  const empty = document.body.appendChild(document.createElement('div'));
  for (const [slot, name] of [[drawn, 'mf-search'], [empty, 'mf-other']] as const) {
    const props = { remoteName: name, domElement: slot, transport: createFakeTransport(), reportError: jest.fn(), navigate: jest.fn(), name, singleSpa: {}, mountParcel: jest.fn() };
    const { bootstrap, mount, unmount } = createLifecycles({ remoteName: name, loadRoot: async () => ({ default: Page }), serverDrawn: (s) => s.hasChildNodes() });
    await bootstrap(props);
    await mount(props);
    expect(slot.querySelector('button')).not.toBeNull();
    if (slot === drawn) {
      expect(slot.querySelector('button')).toBe(serverButton);
      expect(document.activeElement).toBe(serverButton);
      expect(props.reportError).not.toHaveBeenCalled();
    }
    await act(async () => {
      await unmount(props);
    });
    expect(slot.hasChildNodes()).toBe(false);
  }
});

const PARTS = [1, 2, 3, 4, 5, 6];

/**
 * A render that costs the scheduler's clock 10 ms, returning the browser task it ran in: a new number once the
 * microtasks of the previous task have run.
 */
function slowRenders(): () => number {
  let clock = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clock);
  let task = 0;
  let inTask = false;
  return () => {
    clock += 10;
    if (!inTask) {
      inTask = true;
      task += 1;
      queueMicrotask(() => (inTask = false));
    }
    return task;
  };
}

/**
 * A page of six parts, each costing the scheduler's clock 10 ms to render (a phone at 4x CPU: twice the slice after
 * which React hands the main thread back to the browser when it may, issue 27 Total Blocking Time), and which
 * browser task each part rendered in: a new number once the microtasks of the previous task have run.
 */
function slowPage() {
  const slowRender = slowRenders();
  const renderedIn: number[] = [];
  function Part({ n }: { n: number }) {
    renderedIn.push(slowRender());
    return <p>{`part ${n}`}</p>;
  }
  function Page() {
    return (
      <>
        {PARTS.map((n) => (
          <Part key={n} n={n} />
        ))}
      </>
    );
  }
  const slot = document.body.appendChild(document.createElement('div'));
  const props = { remoteName: 'mf-search', domElement: slot, transport: createFakeTransport(), reportError: jest.fn(), navigate: jest.fn(), name: 'mf-search', singleSpa: {}, mountParcel: jest.fn() };
  return { Page, slot, props, renderedIn };
}

test("a slot the server drew is hydrated in several browser tasks (a transition), keeping its nodes", async () => {
  const { Page, slot, props, renderedIn } = slowPage();
  slot.innerHTML = `<div>${PARTS.map((n) => `<p>part ${n}</p>`).join('')}</div>`;
  const serverNodes = [...slot.querySelectorAll('p')];
  const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-search', loadRoot: async () => ({ default: Page }), serverDrawn: () => true });
  await bootstrap(props);
  await mount(props);

  expect(renderedIn).toHaveLength(PARTS.length);
  // Hydrated at default priority, the whole page was one task: nothing could answer a tap meanwhile.
  expect(new Set(renderedIn).size).toBeGreaterThan(1);
  expect([...slot.querySelectorAll('p')]).toEqual(serverNodes);
  expect(props.reportError).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  await act(async () => {
    await unmount(props);
  });
});

test('a fresh root draws its first render in several browser tasks too (a transition): a page that arrives with its data is no one long task', async () => {
  const { Page, slot, props, renderedIn } = slowPage();
  const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-search', loadRoot: async () => ({ default: Page }) });
  await bootstrap(props);
  await mount(props);
  expect(renderedIn).toHaveLength(PARTS.length);
  // At default priority the whole first render was one task.
  expect(new Set(renderedIn).size).toBeGreaterThan(1);
  expect([...slot.querySelectorAll('p')].map((p) => p.textContent)).toEqual(PARTS.map((n) => `part ${n}`));
  await act(async () => {
    await unmount(props);
  });
  expect(slot.querySelectorAll('p')).toHaveLength(0);
  jest.restoreAllMocks();
});

test("after hydrating, the server-drawn controls become ready in several browser tasks too (a transition), and a part mounted later is ready at once", async () => {
  const slowRender = slowRenders();
  // The task of each part's render once it says ready: the switch from 'Getting ready', after hydration.
  const readyIn: number[] = [];
  function Part({ n }: { n: number }) {
    const hydrated = useHydrated();
    const task = slowRender();
    if (hydrated) readyIn.push(task);
    return <button type="button" {...(hydrated ? {} : { 'data-not-ready': 'Getting ready' })}>{`part ${n}`}</button>;
  }
  let showLater: (show: boolean) => void = () => undefined;
  function Later() {
    const [shown, setShown] = useState(false);
    showLater = setShown;
    return shown ? <Part n={99} /> : null;
  }
  function Page() {
    return (
      <div>
        {PARTS.map((n) => (
          <Part key={n} n={n} />
        ))}
        <Later />
      </div>
    );
  }
  const slot = document.body.appendChild(document.createElement('div'));
  // The page inside the boundary's element, as the server sends it.
  slot.innerHTML = `<div><div>${PARTS.map((n) => `<button type="button" data-not-ready="Getting ready">part ${n}</button>`).join('')}</div></div>`;
  const serverNodes = [...slot.querySelectorAll('button')];
  const props = { remoteName: 'mf-search', domElement: slot, transport: createFakeTransport(), reportError: jest.fn(), navigate: jest.fn(), name: 'mf-search', singleSpa: {}, mountParcel: jest.fn() };
  const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-search', loadRoot: async () => ({ default: Page }), serverDrawn: () => true });
  await bootstrap(props);
  await mount(props);
  await waitFor(() => expect(slot.querySelectorAll('[data-not-ready]')).toHaveLength(0));

  expect(readyIn).toHaveLength(PARTS.length);
  // React's own signal (useSyncExternalStore) switched them all in one sync render: one task.
  expect(new Set(readyIn).size).toBeGreaterThan(1);
  expect([...slot.querySelectorAll('button')]).toEqual(serverNodes);
  expect(props.reportError).not.toHaveBeenCalled();
  // A part drawn after the takeover never says 'Getting ready'.
  readyIn.length = 0;
  await act(async () => showLater(true));
  expect(screen.getByRole('button', { name: 'part 99' })).not.toHaveAttribute('data-not-ready');
  expect(readyIn).toHaveLength(1);
  jest.restoreAllMocks();
  await act(async () => {
    await unmount(props);
  });
});
