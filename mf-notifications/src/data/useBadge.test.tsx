import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeTransport } from '@careers/shared/testing';
import { TransportProvider } from '@careers/shared/transport';
import { useBadge } from './useNotificationsData';

test('a badge answer that arrives after the bell was opened does not bring the old count back', async () => {
  let answer!: (value: { count: number }) => void;
  const transport = createFakeTransport({
    'GET /api/pcsx/notification_badge': () => new Promise((resolve) => (answer = resolve)),
    'POST /api/pcsx/notifications/mark_all_viewed': () => ({ ok: true, count: 0 }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <TransportProvider transport={transport}>{children}</TransportProvider>;
  const { result } = renderHook(() => useBadge('demo.test', true), { wrapper });
  await waitFor(() => expect(transport.calls).toHaveLength(1));
  await act(() => result.current.markAllViewed());
  await act(async () => answer({ count: 3 }));
  expect(result.current.count).toBe(0);
});

test('the badge shows the count the server answers', async () => {
  const transport = createFakeTransport({ 'GET /api/pcsx/notification_badge': () => ({ count: 4 }) });
  const wrapper = ({ children }: { children: ReactNode }) => <TransportProvider transport={transport}>{children}</TransportProvider>;
  const { result } = renderHook(() => useBadge('demo.test', true), { wrapper });
  await waitFor(() => expect(result.current.count).toBe(4));
});
