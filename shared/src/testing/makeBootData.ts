import type { BootData } from '@careers/shared/boot';

/** Like Partial, all the way down; arrays are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = merge(base[key], value);
  return out;
}

/**
 * Complete, valid boot data for tests: a logged-in, onboarded candidate of 'acme.example'.
 * @example makeBootData({ user: { isLoggedIn: false, id: null }, profile: null })
 */
export function makeBootData(overrides: DeepPartial<BootData> = {}): BootData {
  const base: BootData = {
    domain: 'acme.example',
    user: { groupId: 'acme.example', isLoggedIn: true, is_admin: false, id: '1001' },
    profile: {
      encId: 'enc-1001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullname: 'Ada Lovelace',
      email: 'ada@example.com',
      avatar: null,
      location: 'London, UK',
      hasResume: true,
    },
    configs: {
      company: { name: 'Acme', contactEmail: 'careers@acme.example', logoUrl: null },
      pcsxConfig: {
        searchConfig: {
          smartFilters: ['location'],
          allFilters: ['location', 'department'],
          mapConfig: { enabled: false, tileUrl: null },
          currentLocation: { enabled: false },
        },
        searchOptionsMap: {},
        dashboardConfig: { tabs: ['applications', 'saved_positions', 'offers'], redirectToV2: false },
        positionDetailsConfig: { insights: { fields: [] } },
        branding: {
          customNavbarConfig: { enabled: false, showForLoggedOut: false, links: [] },
          heroImage: null,
          footer: { hideProviderCredit: false, links: [] },
          headScripts: {},
        },
        loggedOutNotificationConfig: { enabled: false, privacyText: '' },
        loggedOutApplyEnabled: true,
        overrides: {},
        strongMatchThreshold: 0.7,
        jobCartConfig: { enabled: true },
      },
      notificationsConfig: {
        savedSearchNotification: { enabled: true },
        enableCandidateInappNotifications: true,
        hasActionRequiredNotificationsConfigured: true,
      },
      embedConfig: { allowedOrigins: [] },
      loginSignupConfig: { candidateLoginEnabled: true },
      supportedLanguages: ['en', 'es'],
      gates: {},
      behaviourFlags: { enableCommaInFilterValues: false },
      chatbot: { enabled: false, endpoint: null },
    },
    onboarding: {
      isOnboarded: true,
      isBootstrapped: true,
      bootstrappingConfig: { fields: ['firstName', 'lastName', 'location'], title: '', description: '' },
    },
    themeBuilder: { enabled: false },
    banner: { displayBanner: false, displayText: '' },
    language: '',
  };
  return merge(base, overrides) as BootData;
}
