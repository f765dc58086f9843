import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mq } from '@careers/shared/theme';
import { useMediaQuery } from './useMediaQuery';

/** A window whose width the test sets; its query lists tell their listeners, as a browser's do on resize. */
function resizableWindow(width: number) {
  const lists = new Set<{ media: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return !min || width >= Number(min[1]);
  };
  window.matchMedia = ((media: string) => {
    const entry = { media, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media,
      get matches() {
        return matches(media);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      lists.forEach((list) => list.listeners.forEach((listener) => listener()));
    },
    listening: () => [...lists].reduce((sum, list) => sum + list.listeners.size, 0),
  };
}

function Layout({ fallback }: { fallback?: boolean }) {
  return <p>{useMediaQuery(mq.desktopUp, fallback) ? 'Desktop layout' : 'Narrow layout'}</p>;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

test('follows the window across the breakpoint and stops listening when unmounted', () => {
  const browser = resizableWindow(800);
  const { unmount } = render(<Layout />);
  expect(screen.getByText('Narrow layout')).toBeInTheDocument();
  act(() => browser.resize(1280));
  expect(screen.getByText('Desktop layout')).toBeInTheDocument();
  act(() => browser.resize(1023));
  expect(screen.getByText('Narrow layout')).toBeInTheDocument();
  unmount();
  expect(browser.listening()).toBe(0);
});

test('passes the theme query to the browser without its @media', () => {
  const browser = resizableWindow(1024);
  const seen = jest.spyOn(window, 'matchMedia');
  render(<Layout />);
  expect(seen).toHaveBeenCalledWith('(min-width: 1024px)');
  expect(screen.getByText('Desktop layout')).toBeInTheDocument();
  expect(browser.listening()).toBe(1);
});

test('answers the fallback where the browser has no matchMedia', () => {
  expect(window.matchMedia).toBeUndefined();
  const { rerender } = render(<Layout />);
  expect(screen.getByText('Narrow layout')).toBeInTheDocument();
  rerender(<Layout fallback />);
  expect(screen.getByText('Desktop layout')).toBeInTheDocument();
});

test('answers the fallback on the server, whatever the browser would say', () => {
  resizableWindow(1280);
  expect(renderToString(<Layout />)).toContain('Narrow layout');
  expect(renderToString(<Layout fallback />)).toContain('Desktop layout');
});
