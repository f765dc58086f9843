// Written once, in shared/src/contracts/boot/domainSettings.ts; this file only keeps the old import path
// working until every import names the contract itself.
export type { DomainSettings } from '@careers/shared/contracts/boot';
