import { MESSAGE_LOCALES } from '@careers/shared/i18n/messageLocales';
import type { DomainSettings } from '../../contracts/domainSettings';
import { DEPARTMENTS, EMPLOYMENT_TYPE_LABELS } from './departments';

export const DEMO_DOMAIN = 'demo.test';
export const DEMO_COMPANY_NAME = 'Northwind Labs';
/** The demo company's theme editor (issue 32): edits the careers site's theme, applies to nothing. */
export const DEMO_THEME_EDITOR = { email: 'theme@demo.test', first: 'Theo', last: 'Marsh' } as const;
/** Where the demo company books its interviews and events (its office is in Berlin). */
export const DEMO_TIME_ZONE = 'Europe/Berlin';

/** The demo company's full configuration, exercising every configurable part of the site. */
export function demoCompanySettings(): DomainSettings {
  return {
    configs: {
      company: { name: DEMO_COMPANY_NAME, contactEmail: 'careers@demo.test', logoUrl: null },
      pcsxConfig: {
        searchConfig: {
          smartFilters: ['department', 'is_remote'],
          allFilters: ['department', 'employment_type', 'location', 'is_remote', 'skills'],
          mapConfig: { enabled: true, tileUrl: null },
          currentLocation: { enabled: true },
        },
        searchOptionsMap: {
          department: {
            displayName: 'Department',
            options: { labelMap: Object.fromEntries(DEPARTMENTS.map((d) => [d.name, d.name])) },
          },
          employment_type: { displayName: 'Employment type', options: { labelMap: { ...EMPLOYMENT_TYPE_LABELS } } },
          location: { displayName: 'Location', options: { labelMap: {} } },
          is_remote: { displayName: 'Remote', options: { labelMap: { '1': 'Remote', '0': 'On-site or hybrid' } } },
          skills: { displayName: 'Skills', options: { labelMap: {} } },
        },
        dashboardConfig: {
          tabs: ['applications', 'inactive_applications', 'interviews', 'saved_positions', 'events', 'offers', 'draft_applications', 'referrals'],
          redirectToV2: false,
        },
        positionDetailsConfig: { insights: { fields: ['team_size', 'hiring_manager', 'time_to_hire', 'similar_roles'] } },
        branding: {
          customNavbarConfig: {
            enabled: true,
            showForLoggedOut: true,
            links: [
              { label: 'Jobs', href: '/careers/search', showWhen: 'always' },
              { label: 'Dashboard', href: '/careers/dashboard', showWhen: 'loggedIn' },
              { label: 'Offers', href: '/careers/offers', showWhen: 'loggedIn' },
              { label: 'Forms', href: '/careers/forms/center', showWhen: 'loggedIn' },
              { label: 'Profile', href: '/careers/profile', showWhen: 'loggedIn' },
              { label: 'Settings', href: '/careers/settings', showWhen: 'loggedIn' },
              { label: 'Join our talent network', href: '/careers/forms', showWhen: 'loggedOut' },
            ],
          },
          heroImage: {
            url: '/static/hero.svg',
            alt: 'Abstract illustration of connected teams around a globe',
            pages: ['jobs'],
          },
          footer: {
            hideProviderCredit: false,
            links: [
              { label: 'Privacy', href: 'https://northwind.example/privacy' },
              { label: 'Accessibility', href: 'https://northwind.example/accessibility' },
              { label: 'Contact', href: 'mailto:careers@demo.test' },
            ],
          },
          headScripts: {},
        },
        loggedOutNotificationConfig: {
          enabled: true,
          privacyText:
            'We use your email address only to tell you about new roles that match your search. You can unsubscribe at any time.',
        },
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
      // The server adds its own demo intranet origin (INTRANET_PORT) at run time.
      embedConfig: { allowedOrigins: [] },
      loginSignupConfig: { candidateLoginEnabled: true },
      // Every language the product has texts for: the demo shows each of them.
      supportedLanguages: [...MESSAGE_LOCALES],
      gates: { referralWithCandidateApplicationGate: true },
      behaviourFlags: { enableCommaInFilterValues: false },
      chatbot: { enabled: true, endpoint: null },
    },
    banner: { displayBanner: true, displayText: 'We are hiring across 40 cities — new roles every week.' },
    bootstrappingConfig: {
      fields: ['firstName', 'lastName', 'location'],
      title: 'Tell us about yourself',
      description: 'Add your name and where you are based so we can show you the most relevant roles.',
    },
    defaultLanguage: '',
  };
}
