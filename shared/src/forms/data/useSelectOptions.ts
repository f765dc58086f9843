import { useContext, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sessionStore } from '@careers/shared/state';
import { cachedGet, invalidateCachedGet } from '@careers/shared/transport';
import { useOptionalTransport } from './useOptionalTransport';
import { FormToolkitContext } from '../engine/FormToolkitContext';
import { optionsUrl } from '../rules/optionsUrl';
import type { FormItem, Option } from '../rules/types';

/** The value the toolkit gives the one option of an empty list ('Not Applicable'). */
export const NOT_APPLICABLE_VALUE = 'N/A';

const NO_OPTIONS: Option[] = [];

/** Whether an option is the 'N/A' choice (spec §4: a lone one is chosen for the candidate). */
export function isNotApplicable(option: Option | undefined): boolean {
  return option !== undefined && (option.value === NOT_APPLICABLE_VALUE || option.label === NOT_APPLICABLE_VALUE);
}


function readOptions(body: unknown): Option[] {
  const options = (body as { data?: { options?: unknown } } | null)?.data?.options;
  if (!Array.isArray(options)) throw new Error('Options response has no data.options list');
  return options
    .filter((option): option is { label: unknown; value: unknown } => typeof option === 'object' && option !== null)
    .map((option) => ({ label: String(option.label ?? option.value ?? ''), value: String(option.value ?? '') }));
}

/** The options of an answer the page already holds, or undefined when it has none or it is unreadable (then asked for). */
function heldOptions(body: unknown): Option[] | undefined {
  if (body === undefined) return undefined;
  try {
    return readOptions(body);
  } catch {
    return undefined;
  }
}

/**
 * The options call as path and query parameters, with the company's domain added (spec §7: the domain goes
 * with most calls) unless the endpoint names one.
 */
function optionsRequest(url: string): [string, { params: Record<string, string> }] {
  const [path = '', query = ''] = url.split('?');
  const params = Object.fromEntries(new URLSearchParams(query));
  if (!params.domain && sessionStore.domain) params.domain = sessionStore.domain;
  return [path, { params }];
}

export interface SelectOptions {
  /** undefined while loading or after a failure. */
  options: Option[] | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * A select's options (spec §7): inline, from `getOptions(parentValue)`, or GET from `optionsEndpoint` with
 * '{{parentValue}}' replaced by the first dependency's value, read from data.options. Endpoint answers go
 * through the browser cache for 3600 s (spec §9 'Form cache 3600 s', cachedGet): a later visit fills the select
 * without a request, and a background refresh of an expired list updates the select if it changed. Within the
 * page, lists are kept with retries and no refetch on focus; an empty list becomes one 'Not Applicable'
 * option; `sortOptions` orders by label. An answer the page already holds for the address (FormRenderer's
 * `optionLists`: the server drew the select with it, issue 27) is the list from the first render on, on the server
 * and in the browser alike, so the select hydrates as drawn and nothing is asked for it.
 */
export function useSelectOptions(item: FormItem, parentValue: unknown, notApplicableLabel: string): SelectOptions {
  const transport = useOptionalTransport();
  const { mutate } = useSWRConfig();
  const url = item.optionsEndpoint ? optionsUrl(item.optionsEndpoint, parentValue) : null;
  const key = url ? ['form-options', url] : item.getOptions ? ['form-options-fn', item.name, JSON.stringify(parentValue ?? null)] : null;
  const held = useContext(FormToolkitContext)?.optionLists;
  const fallbackData = useMemo(() => (url ? heldOptions(held?.[url]) : undefined), [url, held]);
  const { data, error, isLoading } = useSWR<Option[]>(
    key,
    async () => {
      if (url) {
        if (!transport) throw new Error('Select options from an endpoint need a <TransportProvider>');
        const [path, { params }] = optionsRequest(url);
        // Options may depend on who asks (and the domain is in params): one person's never serve another's.
        const scope = sessionStore.user.id ?? '';
        const body = await cachedGet(transport, path, {
          params,
          scope,
          onChange: (fresh) => {
            try {
              void mutate(key, readOptions(fresh), { revalidate: false });
            } catch (error) {
              console.warn('Refreshed select options are unreadable; keeping the cached ones', error);
            }
          },
        });
        try {
          return readOptions(body);
        } catch (error) {
          // Never keep an answer the select cannot use: the retry asks the server again.
          await invalidateCachedGet(path, { params, scope });
          throw error;
        }
      }
      return (await item.getOptions?.(parentValue)) ?? [];
    },
    // With an answer in hand, revalidateIfStale: false keeps SWR from asking at mount (the server just read it).
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, errorRetryCount: 3, fallbackData },
  );
  const raw = key ? data : (item.options ?? NO_OPTIONS);
  const options = useMemo(() => {
    if (!raw) return undefined;
    if (raw.length === 0) return [{ label: notApplicableLabel, value: NOT_APPLICABLE_VALUE }];
    if (!item.sortOptions) return raw;
    const direction = item.sortOptions === 'desc' ? -1 : 1;
    return [...raw].sort((a, b) => direction * a.label.localeCompare(b.label));
  }, [raw, item.sortOptions, notApplicableLabel]);
  // An endpoint still waiting for its parent's value has nothing to offer yet (not even 'Not Applicable').
  if (item.optionsEndpoint && !url) return { options: [], loading: false, error: undefined };
  return { options, loading: Boolean(key) && isLoading, error };
}
