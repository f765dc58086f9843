import { useCallback, useEffect, useRef, useState } from 'react';
import { followCareersLanguage } from '@careers/shared/i18n';
import { useI18n } from '@careers/shared/i18n';
import { browserTimezone, useTransport } from '@careers/shared/transport';
import { followNotifications } from './notificationStream';
import { fetchBadge, fetchNotifications, fetchNotificationsBoot, markAllViewed, markClicked } from './notificationsApi';
import { usePolling } from './usePolling';
import type { Notification as CareersNotification, NotificationsBootData as NotificationsBoot } from '@careers/shared/contracts';
import type { NotificationTab } from './types';

// The bell keeps its server data in small hooks rather than SWR: it is embedded on pages that are
// not ours, where every kilobyte counts (issue budget: 120 KB gzip with React), and it needs no
// shared cache — one badge, one list, refetched when opened.

/** Spec §9: the badge is polled every 5 minutes. */
const BADGE_POLL_MS = 5 * 60 * 1000;

/**
 * Whether and how the bell shows for this visitor (logged-in state and the company's flags). A
 * failed call hides the bell quietly (spec §8) and is tried again on the badge's schedule, so a
 * short outage does not take the bell away until the next page load.
 */
export function useNotificationsBoot() {
  const transport = useTransport();
  const [state, setState] = useState<{ boot: NotificationsBoot | null; isLoading: boolean }>({ boot: null, isLoading: true });
  const live = useRef(true);
  const load = useCallback(() => {
    void fetchNotificationsBoot(transport).then((boot) => {
      if (!live.current) return;
      setState({ boot, isLoading: false });
      // Embedded on another site: speak the language the careers site shows this visitor (their saved one).
      void followCareersLanguage(boot?.language);
    });
  }, [transport]);
  useEffect(() => {
    live.current = true;
    load();
    return () => {
      live.current = false;
    };
  }, [load]);
  usePolling(load, BADGE_POLL_MS, !state.isLoading && state.boot === null);
  return state;
}

/**
 * The unviewed count, polled while the visitor is logged in and notifications are on and the live stream is not
 * (`live`: useNotificationStream).
 */
export function useBadge(domain: string, enabled: boolean, live = false) {
  const transport = useTransport();
  const [count, setCount] = useState(0);
  // Each fetch and each "viewed" takes a ticket: an answer that arrives after a newer one
  // (a poll still in flight when the bell was opened) is dropped.
  const ticket = useRef(0);
  const refresh = useCallback(() => {
    if (!enabled) return;
    const mine = ++ticket.current;
    void fetchBadge(transport, domain).then((next) => mine === ticket.current && setCount(next));
  }, [enabled, transport, domain]);
  useEffect(refresh, [refresh]);
  usePolling(refresh, BADGE_POLL_MS, enabled && !live);
  return {
    count,
    /** A count the stream sent: newer than any poll still on its way. */
    show: useCallback((next: number) => {
      ++ticket.current;
      setCount(next);
    }, []),
    /** Opening the bell: the badge shows 0 at once and the server marks all as viewed. */
    markAllViewed: async () => {
      ++ticket.current;
      setCount(0);
      await markAllViewed(transport, domain);
    },
  };
}

/** Most notifications kept from the stream: as many as one list call shows by default. */
const ARRIVALS_KEPT = 50;

/**
 * Follows the candidate's notifications live (issue 33) while `enabled`: `live` says whether the stream is up (the
 * badge polls while it is not), `arrivals` holds what arrived since the bell mounted, newest first. Counts go to
 * `onBadge`. In the page's language and time zone, as the bell's other calls.
 */
export function useNotificationStream(domain: string, enabled: boolean, careersOrigin: string, onBadge: (count: number) => void) {
  const { locale } = useI18n();
  const [live, setLive] = useState(false);
  const [arrivals, setArrivals] = useState<CareersNotification[]>([]);
  const badge = useRef(onBadge);
  badge.current = onBadge;
  useEffect(() => {
    if (!enabled || !domain) return undefined;
    const origin = new URL(careersOrigin, location.href).origin;
    const stop = followNotifications({
      url: (lastEventId) => {
        const url = new URL('/api/pcsx/notifications/stream', origin);
        url.searchParams.set('domain', domain);
        url.searchParams.set('hl', locale);
        url.searchParams.set('timezone', browserTimezone());
        if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
        return url.href;
      },
      withCredentials: origin !== location.origin,
      onBadge: (count) => badge.current(count),
      onNotification: ({ notification }) =>
        setArrivals((list) => [notification, ...list.filter((n) => n.id !== notification.id)].slice(0, ARRIVALS_KEPT)),
      onLive: setLive,
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [enabled, domain, careersOrigin, locale]);
  return { live, arrivals };
}

/** `list` with the arrivals it lacks (those of `tab`) on top, newest first. */
function withArrivals(list: CareersNotification[], arrivals: readonly CareersNotification[], tab: NotificationTab): CareersNotification[] {
  const known = new Set(list.map((n) => n.id));
  const fresh = arrivals.filter((n) => !known.has(n.id) && (tab === 'all' || n.notificationType === tab));
  return fresh.length === 0 ? list : [...fresh, ...list];
}

/**
 * The notifications of one tab, loaded whenever the panel opens or the tab changes; `arrivals` (from the stream) are
 * added on top as they come, so an open panel shows a new notification at once.
 */
export function useNotificationList(domain: string, tab: NotificationTab, open: boolean, arrivals: readonly CareersNotification[] = []) {
  const transport = useTransport();
  const [notifications, setNotifications] = useState<CareersNotification[]>([]);
  const [isLoading, setLoading] = useState(open);
  const request = useRef(0);
  const pending = useRef(new Set<string>());
  const latestArrivals = useRef(arrivals);
  latestArrivals.current = arrivals;

  useEffect(() => {
    if (!open) return;
    const id = ++request.current;
    setLoading(true);
    void fetchNotifications(transport, domain, tab).then((list) => {
      // A slower answer for a tab the visitor already left must not overwrite the current one.
      if (id !== request.current) return;
      // One that arrived while the list was on its way may be missing from it.
      setNotifications(withArrivals(list, latestArrivals.current, tab));
      setLoading(false);
    });
  }, [transport, domain, tab, open]);

  useEffect(() => {
    if (open) setNotifications((list) => withArrivals(list, arrivals, tab));
  }, [arrivals, open, tab]);

  const setClicked = (id: string, isClicked: boolean) =>
    setNotifications((list) => list.map((n) => (n.id === id ? { ...n, isClicked } : n)));

  return {
    notifications,
    isLoading,
    /** Marks one clicked at once; puts it back if the server refuses (spec §4). */
    markClicked: async (id: string) => {
      // A second click while the first is on its way would record the optimistic value as "before".
      if (pending.current.has(id)) return;
      pending.current.add(id);
      const before = notifications.find((n) => n.id === id)?.isClicked ?? false;
      setClicked(id, true);
      try {
        await markClicked(transport, domain, id);
      } catch {
        setClicked(id, before);
      } finally {
        pending.current.delete(id);
      }
    },
  };
}
