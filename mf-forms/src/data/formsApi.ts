import type { FormValues } from '@careers/shared/forms';
import type { Transport } from '@careers/shared/transport';
import type { ApplyForm, CandidateForm, FormStatus, FormsList, FormTabId } from './types';

// The forms API (spec §7 forms_list, draft_applications; README API rows). Every call names the
// company (`domain`): as a query parameter on reads, in the body on writes.

export async function fetchFormsList(transport: Transport, domain: string, tab: FormTabId): Promise<FormsList> {
  const answer = await transport.get<{ data: FormsList }>('/api/pcsx/forms_list', { params: { tab_id: tab, include_tab_list: true, domain } });
  return answer.data;
}

export async function fetchForm(transport: Transport, domain: string, formId: string): Promise<CandidateForm> {
  return (await transport.get<{ data: CandidateForm }>(`/api/pcsx/forms/${encodeURIComponent(formId)}`, { params: { domain } })).data;
}

export async function saveForm(transport: Transport, domain: string, formId: string, values: FormValues): Promise<FormStatus> {
  return (await transport.post<{ ok: true; status: FormStatus }>(`/api/pcsx/forms/${encodeURIComponent(formId)}/save`, { values, domain })).status;
}

export async function submitForm(transport: Transport, domain: string, formId: string, values: FormValues): Promise<FormStatus> {
  return (await transport.post<{ ok: true; status: FormStatus }>(`/api/pcsx/forms/${encodeURIComponent(formId)}/submit`, { values, domain })).status;
}

export async function fetchApplyForm(transport: Transport, domain: string, pid: number): Promise<ApplyForm> {
  return (await transport.get<{ data: ApplyForm }>('/api/pcsx/apply_form', { params: { pid, domain } })).data;
}

/** POST /api/pcsx/apply → the new application's id (null for a logged-out applicant). */
export async function postApplication(transport: Transport, domain: string, pid: number, values: FormValues): Promise<number | null> {
  return (await transport.post<{ ok: true; applicationId: number | null }>('/api/pcsx/apply', { pid, values, domain })).applicationId;
}

/** POST /api/pcsx/draft_applications → when the draft was saved. */
export async function saveDraftApplication(transport: Transport, domain: string, pid: number, values: FormValues): Promise<string> {
  return (await transport.post<{ ok: true; updated_at: string }>('/api/pcsx/draft_applications', { pid, values, domain })).updated_at;
}

export async function deleteDraftApplication(transport: Transport, domain: string, pid: number): Promise<void> {
  await transport.delete('/api/pcsx/draft_applications', { position_ids: [pid], domain });
}

/** Skills for skillSelector questions: the skill suggestions of the job search. */
export async function searchSkills(transport: Transport, domain: string, term: string): Promise<string[]> {
  const answer = await transport.get<{ suggestions: Array<{ type: string; text: string }> }>('/api/pcsx/search_suggestions', {
    params: { domain, term, limit: 10 },
  });
  return answer.suggestions.filter((s) => s.type === 'skill').map((s) => s.text);
}
