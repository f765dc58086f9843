import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { createVslog } from '@careers/shared/log';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { isPositionClosed } from '../data/isPositionClosed';
import { useRefreshPositionDetails } from '../data/useRefreshPositionDetails';
import './cartMessages';
import { fetchJobCart, JOB_CART_PATH, updateJobCart, type JobCartData, type JobCartItem, type JobCartOperation } from './jobCartApi';

export interface JobCart {
  /** pcsxConfig.jobCartConfig.enabled: when false nothing is fetched and add/remove return false. */
  enabled: boolean;
  items: readonly JobCartItem[];
  invalidPositionIds: readonly number[];
  /** The cart's position ids as strings, as the assistant and the API take them. */
  ids: string[];
  count: number;
  /**
   * Resolves true once the server took the change; false (logged, rolled back) when it did not. A
   * position that closed since the page loaded is refused with a toast saying so instead of a log.
   */
  add(id: number): Promise<boolean>;
  remove(id: number): Promise<boolean>;
  /** Loads the cart again, e.g. after a failed load. */
  reload(): void;
  isLoading: boolean;
  error: unknown;
}

const EMPTY: JobCartData = { items: [], invalidPositionIds: [] };
const NO_IDS: string[] = [];

const isPositionId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The cart as it should look once the server agrees; names of added positions arrive with its answer. */
function applyLocally(cart: JobCartData, id: number, operation: JobCartOperation): JobCartData {
  if (operation === 'remove') {
    return { items: cart.items.filter((item) => item.id !== id), invalidPositionIds: cart.invalidPositionIds.filter((x) => x !== id) };
  }
  if (cart.items.some((item) => item.id === id)) return cart;
  return { ...cart, items: [...cart.items, { id, name: '', location: '', archived_at: null }] };
}

/**
 * The visitor's job cart (spec §3, API item 7) in the remote's SWR cache. Changes show at once and are
 * rolled back when the server refuses them; failures are logged only (spec §8).
 */
export function useJobCart(): JobCart {
  const transport = useTransport();
  const { configs, domain, user } = useSnapshot(sessionStore);
  const enabled = Boolean(configs?.pcsxConfig.jobCartConfig?.enabled);
  // The user is part of the key: a login moves the visitor's cart to the candidate, so it is read again.
  const key = enabled ? ([JOB_CART_PATH, domain, user.id ?? ''] as const) : null;
  const log = useMemo(() => createVslog(transport, { domain, namespace: 'mf-search' }), [transport, domain]);
  const { t } = useI18n();
  const refreshDetails = useRefreshPositionDetails();

  const { data, error, isLoading, mutate } = useSWR(
    key,
    ([, cartDomain]) =>
      fetchJobCart(transport, cartDomain).catch((err: unknown) => {
        void log.error(err, { during: 'job_cart_load' });
        throw err;
      }),
    // A failed cart is logged, not retried in a loop: the panel offers a retry. Every change comes
    // back as the whole cart (populateCache), so a button that mounts again (a new position, a new
    // search) reads the cache instead of asking the server each time; focus still refreshes it.
    { shouldRetryOnError: false, revalidateIfStale: false },
  );

  const change = useCallback(
    async (id: number, operation: JobCartOperation): Promise<boolean> => {
      if (!enabled || !isPositionId(id)) return false;
      try {
        await mutate(() => updateJobCart(transport, domain, [id], operation), {
          optimisticData: (current) => applyLocally(current ?? EMPTY, id, operation),
          rollbackOnError: true,
          // The server's answer is the whole cart after the change: it replaces ours (spec §4).
          populateCache: true,
          revalidate: false,
        });
        return true;
      } catch (err) {
        // Not a failure to log: the server's rule, which the visitor needs to hear (spec §8 logs the rest).
        if (isPositionClosed(err)) {
          showToast({ kind: 'error', message: t('cart.closed') });
          refreshDetails(id);
        } else {
          void log.error(err, { during: `job_cart_${operation}`, positionId: id });
        }
        return false;
      }
    },
    [enabled, mutate, transport, domain, log, t, refreshDetails],
  );

  const add = useCallback((id: number) => change(id, 'add'), [change]);
  const remove = useCallback((id: number) => change(id, 'remove'), [change]);
  const reload = useCallback(() => void mutate(), [mutate]);
  const cart = (enabled && data) || EMPTY;
  const ids = useMemo(() => (cart.items.length ? cart.items.map((item) => String(item.id)) : NO_IDS), [cart.items]);

  return {
    enabled,
    items: cart.items,
    invalidPositionIds: cart.invalidPositionIds,
    ids,
    count: cart.items.length,
    add,
    remove,
    reload,
    isLoading: enabled && isLoading,
    error: enabled ? error : undefined,
  };
}
