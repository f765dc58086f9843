import { useId, useMemo } from 'react';
import type { FormToolkit } from './FormToolkitContext';
import { useMemoizedSearch } from './useMemoizedSearch';

type ToolkitInputs = Omit<FormToolkit, 'idPrefix' | 'defaultPhoneCountry'> & { defaultPhoneCountry?: string };

function windowPhoneCountry(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const setting = (window as { phoneDefaultCountry?: unknown }).phoneDefaultCountry;
  return typeof setting === 'string' && setting ? setting : undefined;
}

/**
 * What `<FormRenderer>` hands its questions through `FormToolkitContext`: its inputs, an id prefix unique on the
 * page, the skill search behind the memo, and the phone country (the page's, else `window.phoneDefaultCountry`, else
 * 'US'). A new object only when one of them changes, so the questions are not redrawn for nothing.
 */
export function useToolkitValue(inputs: ToolkitInputs): FormToolkit {
  const idPrefix = `form-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const skillSearch = useMemoizedSearch(inputs.skillSearch);
  const { definition, mode, highlightInitialValues, submitAttempted, visibility, external, customValidators, profileFiles, defaultPhoneCountry, optionLists, onSign, onReject, log, dirty } = inputs;
  return useMemo<FormToolkit>(
    () => ({
      definition,
      idPrefix,
      mode,
      highlightInitialValues,
      submitAttempted,
      visibility,
      external,
      customValidators,
      skillSearch,
      profileFiles,
      defaultPhoneCountry: defaultPhoneCountry ?? windowPhoneCountry() ?? 'US',
      optionLists,
      onSign,
      onReject,
      log,
      dirty,
    }),
    [definition, idPrefix, mode, highlightInitialValues, submitAttempted, visibility, external, customValidators, skillSearch, profileFiles, defaultPhoneCountry, optionLists, onSign, onReject, log, dirty],
  );
}
