import type { Transport } from '@careers/shared/transport';
import type {
  ConfirmResumeBody, ConfirmResumeResponse, ProfileAnalysisResponse, ProfileDetailsResponse, ProfileEditBody, ProfileEditResponse,
  ResumeProposalResponse, ResumesResponse, UploadResumeResponse,
} from '@careers/shared/contracts';

// The profile API (spec §7 "Candidate and dashboard"; the rest in the README). Reads name the company.

export const fetchProfileDetails = (transport: Transport, domain: string) =>
  transport.get<ProfileDetailsResponse>('/api/pcsx/profile_details', { params: { domain } });

export const fetchProfileAnalysis = (transport: Transport, domain: string) =>
  transport.get<ProfileAnalysisResponse>('/api/pcsx/profile_analysis', { params: { domain } });

export const fetchResumes = (transport: Transport, domain: string) =>
  transport.get<ResumesResponse>('/api/pcsx/resumes', { params: { domain } });

export const fetchResumeProposal = (transport: Transport, domain: string, id: number) =>
  transport.get<ResumeProposalResponse>(`/api/pcsx/resumes/${id}/proposal`, { params: { domain } });

/** POST /api/pcsx/profile_edit: op_section, operation, op_data{value,index}; the answer's data.profile and data.avatar. */
export const postProfileEdit = (transport: Transport, body: ProfileEditBody) =>
  transport.post<ProfileEditResponse>('/api/pcsx/profile_edit', body);

/** POST /api/pcsx/upload_resume as spec §7 says: multipart resume_file_name, resume_content (a data URL), domain. */
export function postResume(transport: Transport, domain: string, name: string, dataUrl: string) {
  const form = new FormData();
  form.append('resume_file_name', name);
  form.append('resume_content', dataUrl);
  form.append('domain', domain);
  return transport.postRaw<UploadResumeResponse>('/api/pcsx/upload_resume', form, { params: { domain } });
}

export const postConfirmResume = (transport: Transport, id: number, body: ConfirmResumeBody) =>
  transport.post<ConfirmResumeResponse>(`/api/pcsx/resumes/${id}/confirm`, body);

export const deleteResume = (transport: Transport, domain: string, id: number) =>
  transport.delete<{ ok: boolean }>(`/api/pcsx/resumes/${id}`, undefined, { params: { domain } });

/** POST /api/pcsx/profile/avatar: one image file part named "file". */
export function postAvatar(transport: Transport, domain: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return transport.postRaw<ProfileEditResponse>('/api/pcsx/profile/avatar', form, { params: { domain } });
}
