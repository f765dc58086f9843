import type { Notification as CareersNotification } from '@careers/shared/contracts';
import { FakeEventSource } from './fakeEventSource';
import { FIRST_EVENT_TIMEOUT_MS, RETRY_MIN_MS, followNotifications } from './notificationStream';

const offer: CareersNotification = {
  id: '41',
  categoryTitle: 'Offers',
  message: 'You have a new job offer for Welder.',
  createdAt: '2026-12-02T10:00:00.000Z',
  isClicked: false,
  redirectUrl: '/careers/offer/4?domain=demo.test',
  notificationType: 'action_required',
};

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
});
afterEach(() => jest.useRealTimers());

function follow() {
  const handlers = { onBadge: jest.fn(), onNotification: jest.fn(), onLive: jest.fn() };
  const stop = followNotifications({
    ...handlers,
    url: (last) => `https://careers.example/stream${last ? `?lastEventId=${last}` : ''}`,
    withCredentials: true,
    EventSource: FakeEventSource as unknown as typeof EventSource,
  });
  return { ...handlers, stop };
}

test('live once the badge arrives; each notification brings its count', () => {
  const { onBadge, onNotification, onLive } = follow();
  expect(FakeEventSource.last.withCredentials).toBe(true);
  expect(onLive).not.toHaveBeenCalled();
  FakeEventSource.last.emit('badge', { count: 3 });
  expect(onLive).toHaveBeenLastCalledWith(true);
  expect(onBadge).toHaveBeenLastCalledWith(3);
  FakeEventSource.last.emit('notification', { count: 4, notification: offer }, '41');
  expect(onBadge).toHaveBeenLastCalledWith(4);
  expect(onNotification).toHaveBeenCalledWith({ count: 4, notification: offer });
});

test('a refused stream hands over to polling, then opens again later from the last notification, waiting longer each time', () => {
  const { onLive } = follow();
  FakeEventSource.last.emit('badge', { count: 0 });
  FakeEventSource.last.emit('notification', { count: 1, notification: offer }, '41');
  FakeEventSource.last.fail();
  expect(onLive).toHaveBeenLastCalledWith(false);
  expect(FakeEventSource.made).toHaveLength(1);
  jest.advanceTimersByTime(RETRY_MIN_MS);
  expect(FakeEventSource.made).toHaveLength(2);
  expect(FakeEventSource.last.url).toBe('https://careers.example/stream?lastEventId=41');
  // Refused again (a 429): the next try waits twice as long.
  FakeEventSource.last.fail();
  jest.advanceTimersByTime(RETRY_MIN_MS);
  expect(FakeEventSource.made).toHaveLength(2);
  jest.advanceTimersByTime(RETRY_MIN_MS);
  expect(FakeEventSource.made).toHaveLength(3);
  FakeEventSource.last.emit('badge', { count: 1 });
  expect(onLive).toHaveBeenLastCalledWith(true);
});

test('a dropped connection polls until the browser has it back', () => {
  const { onLive } = follow();
  FakeEventSource.last.emit('badge', { count: 0 });
  FakeEventSource.last.drop();
  expect(onLive).toHaveBeenLastCalledWith(false);
  // The browser reconnects the same EventSource itself.
  FakeEventSource.last.emit('badge', { count: 0 });
  expect(onLive).toHaveBeenLastCalledWith(true);
  expect(FakeEventSource.made).toHaveLength(1);
});

test('a stream that never speaks (a buffering proxy) is given up for polling and tried again later', () => {
  const { onLive } = follow();
  jest.advanceTimersByTime(FIRST_EVENT_TIMEOUT_MS);
  expect(FakeEventSource.made[0]?.readyState).toBe(FakeEventSource.CLOSED);
  jest.advanceTimersByTime(RETRY_MIN_MS);
  expect(FakeEventSource.made).toHaveLength(2);
  expect(onLive).not.toHaveBeenCalledWith(true);
});

test('an address the page policy forbids (the constructor throws) falls back to polling and tries again later', () => {
  let tries = 0;
  const onLive = jest.fn();
  const Refusing = function () {
    tries += 1;
    throw new DOMException('Refused to connect', 'SecurityError');
  } as unknown as typeof EventSource;
  followNotifications({ url: () => '/stream', withCredentials: false, onBadge: jest.fn(), onNotification: jest.fn(), onLive, EventSource: Refusing });
  expect(tries).toBe(1);
  jest.advanceTimersByTime(RETRY_MIN_MS);
  expect(tries).toBe(2);
  expect(onLive).not.toHaveBeenCalledWith(true);
});

test('stopping closes the stream and tries no more', () => {
  const { stop } = follow();
  const first = FakeEventSource.last;
  stop();
  expect(first.readyState).toBe(FakeEventSource.CLOSED);
  jest.advanceTimersByTime(10 * 60_000);
  expect(FakeEventSource.made).toHaveLength(1);
});
