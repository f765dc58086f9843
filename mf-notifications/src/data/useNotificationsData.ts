import { useCallback, useEffect, useRef, useState } from 'react';
import { followCareersLanguage } from '@careers/shared/i18n';
import { useTransport } from '@careers/shared/transport';
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

/** The unviewed count, polled while the visitor is logged in and notifications are on. */
export function useBadge(domain: string, enabled: boolean) {
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
  usePolling(refresh, BADGE_POLL_MS, enabled);
  return {
    count,
    /** Opening the bell: the badge shows 0 at once and the server marks all as viewed. */
    markAllViewed: async () => {
      ++ticket.current;
      setCount(0);
      await markAllViewed(transport, domain);
    },
  };
}

/** The notifications of one tab, loaded whenever the panel opens or the tab changes. */
export function useNotificationList(domain: string, tab: NotificationTab, open: boolean) {
  const transport = useTransport();
  const [notifications, setNotifications] = useState<CareersNotification[]>([]);
  const [isLoading, setLoading] = useState(open);
  const request = useRef(0);
  const pending = useRef(new Set<string>());

  useEffect(() => {
    if (!open) return;
    const id = ++request.current;
    setLoading(true);
    void fetchNotifications(transport, domain, tab).then((list) => {
      // A slower answer for a tab the visitor already left must not overwrite the current one.
      if (id !== request.current) return;
      setNotifications(list);
      setLoading(false);
    });
  }, [transport, domain, tab, open]);

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
