import type { FormTabId } from '@careers/shared/contracts';

/** Which of this remote's pages an address shows (spec §2 routes owned by mf-forms). */
export type FormsPage =
  | { kind: 'center'; tab: FormTabId }
  | { kind: 'form'; formId: string | null }
  | { kind: 'apply'; pid: number | null; isPrivate: boolean }
  | { kind: 'onboarding'; formId: string | null }
  | { kind: 'unknown' };

const TABS: readonly FormTabId[] = ['all', 'open', 'in_progress', 'completed'];

const positiveInt = (text: string | null): number | null => (text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null);

// Form ids are slugs (the server's pattern); anything else cannot name a form.
const formIdOf = (params: URLSearchParams): string | null => {
  const id = params.get('form_id') ?? params.get('id');
  return id && /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id) ? id : null;
};

/**
 * '/careers/forms/center?tab_id=open', '/careers/forms?form_id=tax-information' (the address the
 * server's forms list gives; `id` is read too), '/careers/apply?pid=12', '/careers/apply/private?pid=12',
 * '/careers/onboarding' (optionally with form_id: one onboarding form).
 */
export function pageOf(pathAndSearch: string): FormsPage {
  const url = new URL(pathAndSearch, 'http://careers.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  const params = url.searchParams;
  switch (path) {
    case '/careers/forms/center': {
      const tab = params.get('tab_id');
      return { kind: 'center', tab: TABS.find((t) => t === tab) ?? 'all' };
    }
    case '/careers/forms':
      return { kind: 'form', formId: formIdOf(params) };
    case '/careers/apply':
    case '/careers/apply/private':
      return { kind: 'apply', pid: positiveInt(params.get('pid')), isPrivate: path.endsWith('/private') };
    case '/careers/onboarding':
      return { kind: 'onboarding', formId: formIdOf(params) };
    default:
      return { kind: 'unknown' };
  }
}
