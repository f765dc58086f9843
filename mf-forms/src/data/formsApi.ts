import type { FormValues } from '@careers/shared/forms';
import type { Transport } from '@careers/shared/transport';
import type { TrackingParams } from '@careers/shared/location';
import type {
  ApplyBody,
  ApplyForm,
  ApplyFormQuery,
  ApplyFormResponse,
  ApplyResponse,
  CandidateForm,
  CandidateFormResponse,
  DeleteDraftsBody,
  FormStatus,
  FormStatusResponse,
  FormsList,
  FormsListQuery,
  FormsListResponse,
  FormTabId,
  FormValuesBody,
  SaveDraftBody,
  SaveDraftResponse,
  SuggestionsQuery,
  SuggestionsResponse,
} from '@careers/shared/contracts';

// The forms API (spec §7 forms_list, draft_applications; README API rows). Every call names the
// company (`domain`): as a query parameter on reads, in the body on writes.

export async function fetchFormsList(transport: Transport, domain: string, tab: FormTabId): Promise<FormsList> {
  const params: FormsListQuery = { tab_id: tab, include_tab_list: 'true', domain };
  const answer = await transport.get<FormsListResponse>('/api/pcsx/forms_list', { params });
  return answer.data;
}

export async function fetchForm(transport: Transport, domain: string, formId: string): Promise<CandidateForm> {
  return (await transport.get<CandidateFormResponse>(`/api/pcsx/forms/${encodeURIComponent(formId)}`, { params: { domain } })).data;
}

export async function saveForm(transport: Transport, domain: string, formId: string, values: FormValues): Promise<FormStatus> {
  const body: FormValuesBody = { values, domain };
  return (await transport.post<FormStatusResponse>(`/api/pcsx/forms/${encodeURIComponent(formId)}/save`, body)).status;
}

export async function submitForm(transport: Transport, domain: string, formId: string, values: FormValues): Promise<FormStatus> {
  const body: FormValuesBody = { values, domain };
  return (await transport.post<FormStatusResponse>(`/api/pcsx/forms/${encodeURIComponent(formId)}/submit`, body)).status;
}

export async function fetchApplyForm(transport: Transport, domain: string, pid: number): Promise<ApplyForm> {
  const params: ApplyFormQuery = { pid, domain };
  return (await transport.get<ApplyFormResponse>('/api/pcsx/apply_form', { params })).data;
}

/** POST /api/pcsx/apply → the new application's id (null for a logged-out applicant). */
export async function postApplication(transport: Transport, domain: string, pid: number, values: FormValues, tracking: TrackingParams = {}): Promise<number | null> {
  // The visit's tracking and referral parameters go with it (issue 14 #4: referral credit).
  const body: ApplyBody & { tracking: TrackingParams } = { pid, values, domain, tracking };
  return (await transport.post<ApplyResponse>('/api/pcsx/apply', body)).applicationId;
}

/** POST /api/pcsx/draft_applications → when the draft was saved. */
export async function saveDraftApplication(transport: Transport, domain: string, pid: number, values: FormValues): Promise<string> {
  const body: SaveDraftBody = { pid, values, domain };
  return (await transport.post<SaveDraftResponse>('/api/pcsx/draft_applications', body)).updated_at;
}

export async function deleteDraftApplication(transport: Transport, domain: string, pid: number): Promise<void> {
  const body: DeleteDraftsBody = { position_ids: [pid], domain };
  await transport.delete('/api/pcsx/draft_applications', body);
}

/** Skills for skillSelector questions: the skill suggestions of the job search. */
export async function searchSkills(transport: Transport, domain: string, term: string): Promise<string[]> {
  const params: SuggestionsQuery = { domain, term, limit: 10 };
  const answer = await transport.get<SuggestionsResponse>('/api/pcsx/search_suggestions', { params });
  return answer.suggestions.filter((s) => s.type === 'skill').map((s) => s.text);
}
