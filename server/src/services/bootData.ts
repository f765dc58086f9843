import type { BootData } from '../contracts/bootTypes';
import { toBootProfile, toBootUser, type Candidate } from './candidates';
import type { Domain } from './domains';
import type { SessionSummary } from '@careers/shared/contracts/boot';
import type { ThemeDocument } from '@careers/shared/theme/themeFields';
import { canEditTheme } from './theme/themeEditor';

export function sessionSummary(domain: Domain, candidate: Candidate | null): SessionSummary {
  return {
    user: toBootUser(domain.id, candidate),
    profile: candidate ? toBootProfile(candidate) : null,
    onboarding: {
      // A visitor who is not logged in has not been onboarded; the shell only acts on these for logged-in users.
      isOnboarded: candidate?.isOnboarded ?? false,
      isBootstrapped: candidate?.isBootstrapped ?? false,
      bootstrappingConfig: domain.settings.bootstrappingConfig,
    },
  };
}

/**
 * The language asked for with `hl` when the company supports it, else the one the logged-in candidate
 * chose in settings (still supported), else the company's own choice.
 */
export function pickLanguage(domain: Domain, requested: unknown, candidate: Pick<Candidate, 'language'> | null = null): string {
  const supported = domain.settings.configs.supportedLanguages;
  if (typeof requested === 'string' && supported.includes(requested)) return requested;
  if (candidate?.language && supported.includes(candidate.language)) return candidate.language;
  return domain.settings.defaultLanguage;
}

/**
 * The company config as every visitor may read it: secrets the server alone uses (the assistant's
 * model API key) are left out, since the boot block is in every page's HTML.
 */
function publicConfigs(configs: Domain['settings']['configs']): BootData['configs'] {
  const { apiKey: _secret, ...chatbot } = configs.chatbot as typeof configs.chatbot & { apiKey?: unknown };
  return { ...configs, chatbot };
}

/**
 * The JSON block rendered into every shell page (contract: contracts/bootTypes.ts). `theme`: the company's published
 * careers-site theme (services/theme/themeRows.ts publishedTheme), left out while nothing is published.
 */
export function buildBootData(domain: Domain, candidate: Candidate | null, language: string, theme: ThemeDocument | null = null): BootData {
  return {
    domain: domain.id,
    ...sessionSummary(domain, candidate),
    configs: publicConfigs(domain.settings.configs),
    // The builder is a theme editor's (issue 32), whatever else the account may do.
    themeBuilder: { enabled: canEditTheme(candidate) },
    banner: domain.settings.banner,
    language,
    ...(theme ? { theme } : {}),
  };
}
