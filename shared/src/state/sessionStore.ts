import { setThemeDocument } from '@careers/shared/theme';
import { defineStore } from './defineStore';
import type { BannerData, BootData, BootProfile, BootUser, Configs, OnboardingData } from '@careers/shared/boot';

export interface SessionState {
  domain: string;
  user: BootUser;
  profile: BootProfile | null;
  /** null until `initSession` ran. */
  configs: Configs | null;
  onboarding: OnboardingData | null;
  banner: BannerData;
  language: string;
  themeBuilder: { enabled: boolean };
  /** The zone the server drew the page's dates in (boot's timeZone), which the hydrating render draws them in too. */
  timeZone: string;
}

export const sessionStore = defineStore<SessionState>(() => ({
  domain: '',
  user: { groupId: '', isLoggedIn: false, is_admin: false, id: null },
  profile: null,
  configs: null,
  onboarding: null,
  banner: { displayBanner: false, displayText: '' },
  language: '',
  themeBuilder: { enabled: false },
  timeZone: 'UTC',
}));

/** Fills the session from the page's boot data (see `readBoot`). */
export function initSession(boot: BootData): void {
  Object.assign(sessionStore, {
    domain: boot.domain,
    user: boot.user,
    profile: boot.profile,
    configs: boot.configs,
    onboarding: boot.onboarding,
    banner: boot.banner,
    language: boot.language,
    themeBuilder: boot.themeBuilder,
    timeZone: boot.timeZone ?? 'UTC',
  });
  // Before the first render, so the page hydrates in the colours the server drew it in.
  setThemeDocument(boot.theme ?? null);
}

/**
 * Updates who is logged in (e.g. after a login that skipped the page refresh), or the language they chose in the
 * settings, which the shell then shows the page in at once.
 */
export function setSession(update: Partial<Pick<SessionState, 'user' | 'profile' | 'onboarding' | 'language'>>): void {
  Object.assign(sessionStore, update);
}
