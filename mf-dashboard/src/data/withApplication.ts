import type { Application, ApplicationsResponse } from '@careers/shared/contracts';

/** The server's order of both lists (services/dashboard/applications.ts): newest first, by created_at, then id. */
const newestFirst = (a: Application, b: Application) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1);

/**
 * The applications list with one application as a change answered it (a withdrawal's `application`):
 * out of the list it was in, into the one it belongs to now (`is_active`), where the server would list it.
 * So the answer the browser just received updates the list, without asking for the whole list again.
 */
export function withApplication(list: ApplicationsResponse, changed: Application): ApplicationsResponse {
  const others = (rows: Application[]) => rows.filter((a) => a.id !== changed.id);
  const applications = others(list.data.applications);
  const inactiveApplications = others(list.data.inactiveApplications);
  (changed.is_active ? applications : inactiveApplications).push(changed);
  return { data: { applications: applications.sort(newestFirst), inactiveApplications: inactiveApplications.sort(newestFirst) } };
}
