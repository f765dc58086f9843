const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2021-03' → 'Mar 2021'; '2019' stays. */
function dateText(value: string | null): string {
  if (!value) return '';
  const [year, month] = value.split('-');
  return month ? `${MONTHS[Number(month) - 1] ?? month} ${year}` : (year ?? '');
}

/**
 * 'Mar 2021 – Present'; '' when neither date is known. The profile passes its catalogue's word for an ongoing
 * period; the resume export page, which has no catalogue yet, takes the English default.
 */
export const periodText = (start: string | null, end: string | null, present = 'Present') =>
  start || end ? `${dateText(start) || '?'} – ${end ? dateText(end) : present}` : '';
