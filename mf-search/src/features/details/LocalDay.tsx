import { useFormatDate } from '@careers/shared/ui';

/**
 * A day as the visitor reads it ('Posted Nov 20, 2026' with `message`): in the zone the server drew the page in
 * while it hydrates, then the browser's (useFormatDate). Its own component so that switch draws only this text
 * again, not the details view around it: the switch is a synchronous render right after hydration, and the whole
 * view (description included) was a main-thread task of its own (issue 27).
 */
export function LocalDay({ iso, message }: { iso: string; message?: (day: string) => string }) {
  const { date } = useFormatDate();
  const day = date(iso);
  return <>{message ? message(day) : day}</>;
}
