import type { DashboardDraft, DashboardDraftsResponse } from '@careers/shared/contracts';

/** The drafts list without the draft of position `id` (open or closed): what the list shows once it is deleted. */
export function withoutDraft(data: DashboardDraftsResponse | undefined, id: DashboardDraft['position_id']): DashboardDraftsResponse | undefined {
  return (
    data && {
      data: {
        openDraftApplications: data.data.openDraftApplications.filter((d) => d.position_id !== id),
        closedDraftApplications: data.data.closedDraftApplications.filter((d) => d.position_id !== id),
      },
    }
  );
}

/** The draft next to `id` in its group (the one after it, or before it when it is the last): where the focus goes once it is deleted. */
export function neighbourOfDraft(data: DashboardDraftsResponse | undefined, id: DashboardDraft['position_id']): DashboardDraft | undefined {
  const group = [data?.data.openDraftApplications ?? [], data?.data.closedDraftApplications ?? []].find((g) => g.some((d) => d.position_id === id)) ?? [];
  const at = group.findIndex((d) => d.position_id === id);
  return group[at + 1] ?? group[at - 1];
}
