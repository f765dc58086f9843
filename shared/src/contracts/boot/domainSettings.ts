import { Type, type Static } from '@sinclair/typebox';
import { BannerData, Configs, OnboardingData } from './bootData';

/**
 * What a company (domain) stores in `domains.config_json`: everything the boot data needs that is
 * the company's choice rather than the visitor's.
 */
export const DomainSettings = Type.Object({
  configs: Configs,
  banner: BannerData,
  bootstrappingConfig: OnboardingData.properties.bootstrappingConfig,
  /** Language the company chose for its site; empty = let the browser decide. */
  defaultLanguage: Type.String(),
});
export type DomainSettings = Static<typeof DomainSettings>;
