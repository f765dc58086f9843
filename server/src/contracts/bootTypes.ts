/**
 * The JSON boot block the server renders into every shell page
 * (`<script type="application/json" id="careers-boot">`). This file is the contract
 * between server and browser; the server's `services/bootData.ts` builds exactly this shape.
 */

/** The signed-in (or anonymous) visitor. `groupId` is the company domain. */
export interface BootUser {
  groupId: string;
  isLoggedIn: boolean;
  is_admin: boolean;
  /** Candidate id as a string, or null when logged out. */
  id: string | null;
}

export interface BootProfile {
  encId: string;
  firstName: string;
  lastName: string;
  fullname: string;
  email: string;
  avatar: string | null;
  location: string | null;
  hasResume: boolean;
}

export interface OnboardingData {
  isOnboarded: boolean;
  isBootstrapped: boolean;
  bootstrappingConfig: {
    /** Fields the profile-bootstrapping screen asks for. */
    fields: Array<'firstName' | 'lastName' | 'location'>;
    title: string;
    description: string;
  };
}

export interface NavbarLink {
  label: string;
  href: string;
  /** Which visitors see the link. */
  showWhen: 'always' | 'loggedIn' | 'loggedOut';
}

/** A script the company wants in <head> on pages with this script key (a page identifier or 'all'). */
export interface HeadScript {
  src?: string;
  inline?: string;
}

export interface CompanyConfig {
  name: string;
  contactEmail: string;
  logoUrl: string | null;
}

export interface BrandingConfig {
  customNavbarConfig: { enabled: boolean; showForLoggedOut: boolean; links: NavbarLink[] };
  heroImage: { url: string; alt: string; pages: string[] } | null;
  footer: { hideProviderCredit: boolean; links: Array<{ label: string; href: string }> };
  headScripts: Record<string, HeadScript[]>;
}

export interface PcsxConfig {
  searchConfig: {
    smartFilters: string[];
    allFilters: string[];
    mapConfig: { enabled: boolean; tileUrl: string | null };
    currentLocation: { enabled: boolean };
  };
  searchOptionsMap: Record<string, { displayName: string; options: { labelMap: Record<string, string> } }>;
  dashboardConfig: { tabs: string[]; redirectToV2: boolean };
  positionDetailsConfig: { insights: { fields: string[] } };
  branding: BrandingConfig;
  loggedOutNotificationConfig: { enabled: boolean; privacyText: string };
  /** When false, /careers/apply needs a logged-in candidate. */
  loggedOutApplyEnabled: boolean;
  overrides: Record<string, unknown>;
  strongMatchThreshold: number;
  /** The job cart panel on the search page (spec §3 Job cart); the assistant is told its ids. */
  jobCartConfig: { enabled: boolean };
}

export interface Configs {
  company: CompanyConfig;
  pcsxConfig: PcsxConfig;
  notificationsConfig: {
    savedSearchNotification: { enabled: boolean };
    enableCandidateInappNotifications: boolean;
    /** Whether the company sends action-required notifications (shows the 'Action required' tab). */
    hasActionRequiredNotificationsConfigured: boolean;
  };
  /** Origins (scheme://host:port) of pages that may embed widgets and call the API with credentials. */
  embedConfig: { allowedOrigins: string[] };
  loginSignupConfig: { candidateLoginEnabled: boolean };
  supportedLanguages: string[];
  gates: Record<string, boolean>;
  behaviourFlags: { enableCommaInFilterValues: boolean };
  chatbot: { enabled: boolean; endpoint: string | null };
}

export interface BannerData {
  displayBanner: boolean;
  displayText: string;
}

export interface BootData {
  domain: string;
  user: BootUser;
  profile: BootProfile | null;
  configs: Configs;
  onboarding: OnboardingData;
  themeBuilder: { enabled: boolean };
  banner: BannerData;
  /** Language the company or visitor chose on the server side; empty when unset. */
  language: string;
}
