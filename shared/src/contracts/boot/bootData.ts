import { Type, type Static } from '@sinclair/typebox';
import { Dictionary, Nullable, StringEnum } from '../schemaParts';
import { ThemeDocument } from '../theme/themeDocument';

// The JSON boot block the server renders into every shell page
// (`<script type="application/json" id="careers-boot">`, ARCHITECTURE §4): the server's
// services/bootData.ts builds exactly this shape, and the shell and remotes read it through
// @careers/shared/boot.

/** The signed-in (or anonymous) visitor. `groupId` is the company domain. */
export const BootUser = Type.Object({
  groupId: Type.String(),
  isLoggedIn: Type.Boolean(),
  is_admin: Type.Boolean(),
  /** Candidate id as a string, or null when logged out. */
  id: Nullable(Type.String()),
});
export type BootUser = Static<typeof BootUser>;

export const BootProfile = Type.Object({
  encId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullname: Type.String(),
  email: Type.String(),
  avatar: Nullable(Type.String()),
  location: Nullable(Type.String()),
  hasResume: Type.Boolean(),
});
export type BootProfile = Static<typeof BootProfile>;

export const BOOTSTRAP_FIELDS = ['firstName', 'lastName', 'location'] as const;

export const OnboardingData = Type.Object({
  isOnboarded: Type.Boolean(),
  isBootstrapped: Type.Boolean(),
  bootstrappingConfig: Type.Object({
    /** Fields the profile-bootstrapping screen asks for. */
    fields: Type.Array(StringEnum(BOOTSTRAP_FIELDS)),
    title: Type.String(),
    description: Type.String(),
  }),
});
export type OnboardingData = Static<typeof OnboardingData>;

export const NavbarLink = Type.Object({
  label: Type.String(),
  href: Type.String(),
  /** Which visitors see the link. */
  showWhen: StringEnum(['always', 'loggedIn', 'loggedOut']),
});
export type NavbarLink = Static<typeof NavbarLink>;

/** A script the company wants in <head> on pages with this script key (a page identifier or 'all'). */
export const HeadScript = Type.Object({
  src: Type.Optional(Type.String()),
  inline: Type.Optional(Type.String()),
});
export type HeadScript = Static<typeof HeadScript>;

export const CompanyConfig = Type.Object({
  name: Type.String(),
  contactEmail: Type.String(),
  logoUrl: Nullable(Type.String()),
});
export type CompanyConfig = Static<typeof CompanyConfig>;

const Link = Type.Object({ label: Type.String(), href: Type.String() });

export const BrandingConfig = Type.Object({
  customNavbarConfig: Type.Object({ enabled: Type.Boolean(), showForLoggedOut: Type.Boolean(), links: Type.Array(NavbarLink) }),
  heroImage: Nullable(Type.Object({ url: Type.String(), alt: Type.String(), pages: Type.Array(Type.String()) })),
  footer: Type.Object({ hideProviderCredit: Type.Boolean(), links: Type.Array(Link) }),
  headScripts: Dictionary(Type.Array(HeadScript)),
});
export type BrandingConfig = Static<typeof BrandingConfig>;

export const PcsxConfig = Type.Object({
  searchConfig: Type.Object({
    smartFilters: Type.Array(Type.String()),
    allFilters: Type.Array(Type.String()),
    mapConfig: Type.Object({ enabled: Type.Boolean(), tileUrl: Nullable(Type.String()) }),
    currentLocation: Type.Object({ enabled: Type.Boolean() }),
  }),
  searchOptionsMap: Dictionary(Type.Object({ displayName: Type.String(), options: Type.Object({ labelMap: Dictionary(Type.String()) }) })),
  dashboardConfig: Type.Object({ tabs: Type.Array(Type.String()), redirectToV2: Type.Boolean() }),
  positionDetailsConfig: Type.Object({ insights: Type.Object({ fields: Type.Array(Type.String()) }) }),
  branding: BrandingConfig,
  loggedOutNotificationConfig: Type.Object({ enabled: Type.Boolean(), privacyText: Type.String() }),
  /** When false, /careers/apply needs a logged-in candidate. */
  loggedOutApplyEnabled: Type.Boolean(),
  overrides: Dictionary(Type.Unknown()),
  strongMatchThreshold: Type.Number(),
  /** The job cart panel on the search page (spec §3 Job cart); the assistant is told its ids. */
  jobCartConfig: Type.Object({ enabled: Type.Boolean() }),
});
export type PcsxConfig = Static<typeof PcsxConfig>;

export const Configs = Type.Object({
  company: CompanyConfig,
  pcsxConfig: PcsxConfig,
  notificationsConfig: Type.Object({
    savedSearchNotification: Type.Object({ enabled: Type.Boolean() }),
    enableCandidateInappNotifications: Type.Boolean(),
    /** Whether the company sends action-required notifications (shows the 'Action required' tab). */
    hasActionRequiredNotificationsConfigured: Type.Boolean(),
  }),
  /** Origins (scheme://host:port) of pages that may embed widgets and call the API with credentials. */
  embedConfig: Type.Object({ allowedOrigins: Type.Array(Type.String()) }),
  loginSignupConfig: Type.Object({ candidateLoginEnabled: Type.Boolean() }),
  supportedLanguages: Type.Array(Type.String()),
  gates: Dictionary(Type.Boolean()),
  behaviourFlags: Type.Object({ enableCommaInFilterValues: Type.Boolean() }),
  chatbot: Type.Object({ enabled: Type.Boolean(), endpoint: Nullable(Type.String()) }),
});
export type Configs = Static<typeof Configs>;

export const BannerData = Type.Object({
  displayBanner: Type.Boolean(),
  displayText: Type.String(),
});
export type BannerData = Static<typeof BannerData>;

export const BootData = Type.Object({
  domain: Type.String(),
  user: BootUser,
  profile: Nullable(BootProfile),
  configs: Configs,
  onboarding: OnboardingData,
  themeBuilder: Type.Object({ enabled: Type.Boolean() }),
  banner: BannerData,
  /** Language the company or visitor chose on the server side; empty when unset. */
  language: Type.String(),
  /**
   * The IANA time zone the server drew the page's dates in: the browser's, from the careers_tz cookie the shell
   * keeps (`@careers/shared/boot` TIME_ZONE_COOKIE). Absent: UTC (the browser's first page, or an API answer).
   */
  timeZone: Type.Optional(Type.String()),
  /** The company's published careers-site theme (product pcsx); absent: the default look. */
  theme: Type.Optional(ThemeDocument),
});
export type BootData = Static<typeof BootData>;
