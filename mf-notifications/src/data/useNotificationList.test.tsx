import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeTransport } from '@careers/shared/testing';
import { TransportProvider } from '@careers/shared/transport';
import { useNotificationList } from './useNotificationsData';

const unread = {
  id: 'n1',
  categoryTitle: 'Offer',
  message: 'You have a job offer',
  createdAt: '2026-11-20T10:00:00.000Z',
  isClicked: false,
  redirectUrl: '/careers/offers',
  notificationType: 'action_required' as const,
};

function renderList(markClicked: () => Promise<unknown>) {
  const transport = createFakeTransport({
    'GET /api/pcsx/notifications': () => ({ notifications: [unread] }),
    'POST /api/pcsx/notifications/n1/mark_clicked': markClicked,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TransportProvider transport={transport}>{children}</TransportProvider>
  );
  return renderHook(() => useNotificationList('demo.test', 'all', true), { wrapper });
}

test('a click shows as clicked at once and is rolled back when the server refuses it', async () => {
  let reject!: (error: Error) => void;
  const { result } = renderList(() => new Promise((_, r) => (reject = r)));
  await waitFor(() => expect(result.current.notifications).toHaveLength(1));
  let marking!: Promise<unknown>;
  act(() => {
    marking = result.current.markClicked('n1');
  });
  await waitFor(() => expect(result.current.notifications[0]?.isClicked).toBe(true));
  await act(async () => {
    reject(new Error('500'));
    await marking;
  });
  expect(result.current.notifications[0]?.isClicked).toBe(false);
});

test('a click the server accepts stays clicked', async () => {
  const { result } = renderList(async () => ({ ok: true }));
  await waitFor(() => expect(result.current.notifications).toHaveLength(1));
  await act(async () => {
    await result.current.markClicked('n1');
  });
  expect(result.current.notifications[0]?.isClicked).toBe(true);
});

test('a second click while the first is on its way is ignored, so a failure still rolls back to unclicked', async () => {
  let reject!: (error: Error) => void;
  let calls = 0;
  const { result } = renderList(() => {
    calls += 1;
    return new Promise((_, r) => (reject = r));
  });
  await waitFor(() => expect(result.current.notifications).toHaveLength(1));
  let first!: Promise<unknown>;
  act(() => {
    first = result.current.markClicked('n1');
  });
  await waitFor(() => expect(result.current.notifications[0]?.isClicked).toBe(true));
  await act(async () => {
    await result.current.markClicked('n1');
  });
  expect(calls).toBe(1);
  await act(async () => {
    reject(new Error('500'));
    await first;
  });
  expect(result.current.notifications[0]?.isClicked).toBe(false);
});
