import { render, renderHook, screen } from '@testing-library/react';
import { createFakeTransport } from '@careers/shared/testing';
import { TransportProvider, useTransport } from './TransportProvider';

it('hands the provided transport to useTransport()', () => {
  const transport = createFakeTransport();
  const { result } = renderHook(() => useTransport(), {
    wrapper: ({ children }) => <TransportProvider transport={transport}>{children}</TransportProvider>,
  });
  expect(result.current).toBe(transport);
});

it('throws a clear error outside a provider', () => {
  function Probe() {
    useTransport();
    return <p>unreachable</p>;
  }
  // React logs the thrown error too; keep the test output readable.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Probe />)).toThrow('useTransport() must be used inside <TransportProvider>');
  expect(screen.queryByText('unreachable')).not.toBeInTheDocument();
  quiet.mockRestore();
});
