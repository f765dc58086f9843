import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@emotion/react';
import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';
import type { Transport } from '@careers/shared/transport';
import { resilientApp } from './resilientApp';

function makeProps(): RemoteProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { remoteName: 'mf-offers', domElement, transport: {} as Transport, reportError: jest.fn(), navigate: jest.fn() };
}

function fakeRemote(): LifeCycles & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    bootstrap: async () => {
      calls.push('bootstrap');
    },
    mount: async (props) => {
      (props as unknown as RemoteProps).domElement.insertAdjacentHTML('beforeend', '<h1>Offers</h1>');
      calls.push('mount');
    },
    unmount: async (props) => {
      (props as unknown as RemoteProps).domElement.querySelector('h1')?.remove();
      calls.push('unmount');
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

test('a remote that cannot be loaded shows a fallback with Retry and reports the failure', async () => {
  const props = makeProps();
  const app = resilientApp('mf-offers', async () => {
    throw new Error('entry 404');
  });
  await act(() => app.mount(props));
  expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, this part of the page didn't load.");
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(props.reportError).toHaveBeenCalledWith('mf-offers', expect.objectContaining({ message: 'entry 404' }));
});

test('Retry loads the remote again and replaces the fallback with the page', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  const load = jest.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(remote);
  const app = resilientApp('mf-offers', load);
  await act(() => app.mount(props));
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf-offers', { retry: true });
});

test('a custom fallback that reads the theme renders (the overlay has the theme provider)', async () => {
  const props = makeProps();
  const Themed = ({ onRetry }: { onRetry: () => void }) => {
    const theme = useTheme();
    return (
      <button type="button" style={{ color: theme.colors.text }} onClick={onRetry}>
        Notifications did not load. Retry
      </button>
    );
  };
  const app = resilientApp('mf-notifications', async () => {
    throw new Error('blocked');
  }, { renderFallback: (_, retry) => <Themed onRetry={retry} /> });
  await act(() => app.mount({ ...props, remoteName: 'mf-notifications' }));
  expect(await screen.findByRole('button', { name: 'Notifications did not load. Retry' })).toBeInTheDocument();
});

test('a remote whose mount throws shows the fallback instead of breaking the page', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  remote.mount = async () => {
    throw new Error('mount exploded');
  };
  const app = resilientApp('mf-offers', async () => remote);
  await act(() => app.mount(props));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a load that never answers ends in the fallback after the time limit, with a spinner meanwhile', async () => {
  jest.useFakeTimers();
  const props = makeProps();
  const app = resilientApp('mf-offers', () => new Promise(() => undefined), { timeoutMs: 20_000 });
  await act(() => app.mount(props));
  await act(async () => {
    jest.advanceTimersByTime(500);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await act(async () => {
    jest.advanceTimersByTime(20_000);
  });
  expect(screen.getByRole('alert')).toHaveTextContent("Sorry, this part of the page didn't load.");
  expect(props.reportError).toHaveBeenCalledWith('mf-offers', expect.objectContaining({ message: 'mf-offers did not load within 20 s' }));
});

test('leaving the page while a retry is loading does not mount into the old slot; coming back mounts once', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  const slow = deferred<LifeCycles>();
  const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockReturnValueOnce(slow.promise);
  const app = resilientApp('mf-offers', load);
  await act(() => app.mount(props));
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  await act(() => app.unmount(props));
  await act(async () => slow.resolve(remote));
  expect(remote.calls).toEqual(['bootstrap']);
  expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();

  await act(() => app.mount(props));
  expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  expect(remote.calls).toEqual(['bootstrap', 'mount']);
});

test('unmount after a successful mount unmounts the remote', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  const app = resilientApp('mf-offers', async () => remote);
  await act(() => app.mount(props));
  await screen.findByRole('heading', { name: 'Offers' });
  await act(() => app.unmount(props));
  expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount']);
});

// User trial 23: the controls a remote drew on the server kept saying 'Getting ready, one moment' after it failed.
test("a failed remote's drawn controls say it didn't load and where to go; Retry makes them say they are getting ready again", async () => {
  const props = makeProps();
  props.domElement.innerHTML = `<div data-not-loaded="This part didn't load: try Retry below the results">
    <button aria-disabled="true" data-not-ready="Getting ready, one moment" aria-description="Getting ready, one moment">Map</button></div>
    <button aria-disabled="true" data-not-ready="Getting ready, one moment" aria-description="Getting ready, one moment">Job cart</button>`;
  const slow = deferred<LifeCycles>();
  const app = resilientApp('mf-offers', jest.fn().mockRejectedValueOnce(new Error('entry 404')).mockReturnValueOnce(slow.promise));
  await act(() => app.mount(props));
  await screen.findByRole('alert');
  expect(screen.getByRole('button', { name: 'Map' })).toHaveAccessibleDescription("This part didn't load: try Retry below the results");
  expect(screen.getByRole('button', { name: 'Job cart' })).toHaveAccessibleDescription("Sorry, this part of the page didn't load. Try Retry below.");
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('button', { name: 'Map' })).toHaveAccessibleDescription('Getting ready, one moment');
  expect(screen.getByRole('button', { name: 'Job cart' })).toHaveAttribute('data-not-ready', 'Getting ready, one moment');
});
