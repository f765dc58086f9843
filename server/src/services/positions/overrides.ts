import type { Db } from '../../db/database';
import type { Domain } from '../domains';
import { getPosition } from './positionLookup';
import type { PositionOverrides } from '@careers/shared/contracts/positions';

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function label(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && text.length <= 100 ? text : undefined;
}

// A link the apply button follows: only http(s), so a setting can never become a javascript: URL.
function externalUrl(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Applies the settings of one level (company or position) over `base`; unusable values are ignored. */
function merge(base: PositionOverrides, raw: unknown): PositionOverrides {
  if (!isObject(raw)) return base;
  const applyButtonLabel = label(raw.applyButtonLabel);
  const externalApplyUrl = externalUrl(raw.externalApplyUrl);
  return {
    applyButtonLabel: applyButtonLabel === undefined ? base.applyButtonLabel : applyButtonLabel,
    externalApplyUrl: externalApplyUrl === undefined ? base.externalApplyUrl : externalApplyUrl,
    hideMatchDetails: typeof raw.hideMatchDetails === 'boolean' ? raw.hideMatchDetails : base.hideMatchDetails,
  };
}

/**
 * pcsxConfig.overrides holds the company's choices (`applyButtonLabel`, `externalApplyUrl`,
 * `hideMatchDetails`) and, under `positions.<id>`, the same keys for single positions, which win.
 */
export async function positionOverrides(db: Db, domain: Domain, positionId: number): Promise<PositionOverrides> {
  const position = await getPosition(db, domain.id, positionId);
  const config = domain.settings.configs.pcsxConfig.overrides;
  const company = merge({ applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false }, config);
  const perPosition = isObject(config) && isObject(config.positions) ? config.positions : {};
  return Object.hasOwn(perPosition, String(position.id)) ? merge(company, perPosition[String(position.id)]) : company;
}
