import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';
import type { Transport } from '@careers/shared/transport';
import { resilientApp } from './resilientApp';

function makeProps(): RemoteProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { remoteName: 'mf-offers', domElement, transport: {} as Transport, reportError: jest.fn() };
}

function fakeRemote(): LifeCycles & { mounted: string[] } {
  const mounted: string[] = [];
  return {
    mounted,
    bootstrap: async () => undefined,
    mount: async (props) => {
      (props as unknown as RemoteProps).domElement.insertAdjacentHTML('beforeend', '<h1>Offers</h1>');
      mounted.push('mount');
    },
    unmount: async () => {
      mounted.push('unmount');
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a remote that cannot be loaded shows a fallback with Retry and reports the failure', async () => {
  const props = makeProps();
  const app = resilientApp('mf-offers', async () => {
    throw new Error('entry 404');
  });
  await act(() => app.mount(props));
  expect(screen.getByRole('alert')).toHaveTextContent("Sorry, this part of the page didn't load.");
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(props.reportError).toHaveBeenCalledWith('mf-offers', expect.objectContaining({ message: 'entry 404' }));
});

test('Retry loads the remote again and replaces the fallback with the page', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  const load = jest.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(remote);
  const app = resilientApp('mf-offers', load);
  await act(() => app.mount(props));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf-offers', { retry: true });
});

test('a remote whose mount throws shows the fallback instead of breaking the page', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  remote.mount = async () => {
    throw new Error('mount exploded');
  };
  const app = resilientApp('mf-offers', async () => remote);
  await act(() => app.mount(props));
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('unmount after a successful mount unmounts the remote', async () => {
  const props = makeProps();
  const remote = fakeRemote();
  const app = resilientApp('mf-offers', async () => remote);
  await act(() => app.mount(props));
  await act(() => app.unmount(props));
  expect(remote.mounted).toEqual(['mount', 'unmount']);
});
