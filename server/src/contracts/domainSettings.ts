import type { BannerData, Configs, OnboardingData } from './bootTypes';

/**
 * What a company (domain) stores in `domains.config_json`: everything the boot data needs that is
 * the company's choice rather than the visitor's.
 */
export interface DomainSettings {
  configs: Configs;
  banner: BannerData;
  bootstrappingConfig: OnboardingData['bootstrappingConfig'];
  /** Language the company chose for its site; empty = let the browser decide. */
  defaultLanguage: string;
}
