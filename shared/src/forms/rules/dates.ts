import type { DateRangeValue, FormItem } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_YEAR = /^(\d{2})\/(\d{4})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Midnight (local time) of `date`'s day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** 'YYYY-MM-DD' of `date` in local time (the value shape of a date question). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date of 'YYYY-MM-DD', or null when it is not a real calendar day. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 2024-02-31 over into March: a real day reads back the same.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/**
 * A date bound of enableFrom / enableUntil: a number is days from today (0 = start of today), a string is
 * 'YYYY-MM-DD' (or 'today').
 */
export function resolveDateBound(bound: number | string | undefined, today: Date): Date | undefined {
  if (bound === undefined || bound === null || bound === '') return undefined;
  if (typeof bound === 'number' || /^-?\d+$/.test(bound)) {
    const start = startOfDay(today);
    return new Date(start.getFullYear(), start.getMonth(), start.getDate() + Number(bound));
  }
  if (bound === 'today') return startOfDay(today);
  return parseIsoDate(bound) ?? undefined;
}

/** The enabled range of a date question as 'YYYY-MM-DD' strings (for the input's min and max). */
export function dateLimits(item: Pick<FormItem, 'enableFrom' | 'enableUntil'>, today: Date): { min?: string; max?: string } {
  const from = resolveDateBound(item.enableFrom, today);
  const until = resolveDateBound(item.enableUntil, today);
  return { min: from ? toIsoDate(from) : undefined, max: until ? toIsoDate(until) : undefined };
}

/** Whether 'YYYY-MM-DD' `text` is a real day inside the question's enabled range. */
export function isDateAllowed(text: string, item: Pick<FormItem, 'enableFrom' | 'enableUntil'>, today: Date): boolean {
  if (!parseIsoDate(text)) return false;
  const { min, max } = dateLimits(item, today);
  // ISO dates compare correctly as strings.
  return (min === undefined || text >= min) && (max === undefined || text <= max);
}

/** Whether `text` is a time of day 'HH:MM' (24 h), the value of a date question with `time`. */
export function isTimeOfDay(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** 'MM/YYYY' of `date` (the date range value format, spec §9). */
export function toMonthYear(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** Whether `text` is 'MM/YYYY' with a month from 01 to 12. */
export function isMonthYear(text: string): boolean {
  const match = MONTH_YEAR.exec(text);
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= 12;
}

/** 'MM/YYYY' → 'YYYY-MM' (the value of `<input type="month">`); '' when unreadable. */
export function monthYearToMonthInput(text: string | null | undefined): string {
  const match = MONTH_YEAR.exec(text ?? '');
  return match ? `${match[2]}-${match[1]}` : '';
}

/** 'YYYY-MM' (or typed 'MM/YYYY' where the browser has no month picker) → 'MM/YYYY'; '' when unreadable. */
export function monthInputToMonthYear(text: string): string {
  const iso = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (iso) return `${iso[2]}/${iso[1]}`;
  return isMonthYear(text.trim()) ? text.trim() : '';
}

/** Whether a date range value is the shape { startDate, endDate, isCurrent }. */
export function isDateRangeValue(value: unknown): value is DateRangeValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
