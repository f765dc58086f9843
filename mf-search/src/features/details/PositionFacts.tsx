import type { PositionDetails } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { muted } from '../../ui/styles';
import { LocalDay } from './LocalDay';

function salaryText(salary: { min: number; max: number; currency: string }, locale: string) {
  try {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 });
    return { min: money.format(salary.min), max: money.format(salary.max) };
  } catch {
    return { min: `${salary.min} ${salary.currency}`, max: `${salary.max} ${salary.currency}` };
  }
}

/** The position's salary range and its last day to apply, once the full details are in. */
export function PositionFacts({ details, closed }: { details: PositionDetails; closed: boolean }) {
  const { t, locale } = useSearchI18n();
  return (
    // minmax(0, 1fr) as in the details' article: the value column must not be as wide as its longest word.
    <dl css={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
      {details.salary && (
        <>
          <dt css={muted}>{t('details.salary')}</dt>
          <dd css={{ margin: 0 }}>{t('details.salaryRange', salaryText(details.salary, locale))}</dd>
        </>
      )}
      {/* A closed position takes no applications: an 'Apply by' date would contradict the closed notice. */}
      {details.valid_through && !closed && (
        <>
          <dt css={muted}>{t('details.validThrough')}</dt>
          <dd css={{ margin: 0 }}>
            <LocalDay iso={details.valid_through} />
          </dd>
        </>
      )}
    </dl>
  );
}
