import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { badInput, loginRequired, said, tooLarge, unsupported } from '../domainErrors';
import { requireCandidate } from '../plugins/guards';
import { clientKey } from '../plugins/rateLimit';
import { requestDomain } from '../plugins/requestContext';
import { fileTooLarge } from '../services/files/receiveUpload';
import { avatarFile, uploadAvatar } from '../services/profile/avatar';
import { buildResumePdf, resumeFileName } from '../services/profile/exportResume';
import { analyseProfile } from '../services/profile/profileAnalysis';
import { pageI18n, requestLocale } from '../i18n/requestLocale';
import { profileDetails } from '../services/profile/profileDetails';
import { editProfile } from '../services/profile/profileEdit';
import { confirmResume, deleteResume, listResumes, resumeFile, resumeProposal, uploadResume } from '../services/profile/resumes';
import {
  ConfirmResumeBody, ConfirmResumeResponse, ProfileAnalysisResponse, ProfileDetailsResponse, ProfileEditBody, ProfileEditResponse,
  ResumeParams, ResumeProposalResponse, ResumesResponse, UploadResumeResponse,
} from '@careers/shared/contracts/profile';
import { DomainQuery, Ok, RowId } from '@careers/shared/contracts/schemaParts';
import { Type } from '@sinclair/typebox';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import type { TypedApp } from './typedApp';

const AvatarParams = Type.Object({ id: RowId });
const UPLOAD_FIELDS = new Set(['resume_file_name', 'resume_content', 'domain']);
const RESUME_SHAPE = said('server.upload.resumeShape');
const AVATAR_SHAPE = said('server.upload.avatarShape');
const MULTIPART_SHAPE_ERRORS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_PROTO_VIOLATION']);

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Private bytes: never cached by others, never sniffed, never run. */
const privateFile = (reply: FastifyReply, type: string, size: number) =>
  reply.type(type).header('x-content-type-options', 'nosniff').header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store').header('content-length', size);

/**
 * The candidate's profile (spec §3 Profile, §5 Profile edit, §7 Candidate and dashboard): details,
 * completion, edits, avatar, resumes (upload read into a proposal the candidate confirms) and the
 * exported PDF resume. Every call needs a logged-in candidate (the /api/pcsx guard) and reaches only
 * that candidate's rows: another candidate's resume or avatar is 404.
 */
export async function profileRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const { uploads } = ctx.config;
  // A data URL is about 4/3 of its file; the field may hold that and its header, nothing more.
  const fieldSize = Math.ceil((uploads.maxFileBytes * 4) / 3) + 1024;
  await app.register(multipart, {
    limits: { fileSize: uploads.maxFileBytes, files: 1, fields: 3, parts: 4, fieldSize, headerPairs: 20, fieldNameSize: 100 },
    throwFileSizeLimit: false,
  });

  const slots = uploadSlotsOf(ctx);
  const oneOfFewUploads = <T,>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => slots.run(clientKey(request), work);
  const uploadRate = { rateLimit: { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' } };

  app.get('/api/pcsx/profile_details', { schema: { querystring: DomainQuery, response: { 200: ProfileDetailsResponse } } }, async (request) => ({
    data: { profile: await profileDetails(ctx.db, requireCandidate(request)) },
  }));

  app.get('/api/pcsx/profile_analysis', { schema: { querystring: DomainQuery, response: { 200: ProfileAnalysisResponse } } }, async (request) => ({
    data: analyseProfile(await profileDetails(ctx.db, requireCandidate(request)), pageI18n(await requestDomain(ctx, request), request)),
  }));

  app.post('/api/pcsx/profile_edit', { schema: { body: ProfileEditBody, response: { 200: ProfileEditResponse } } }, async (request) => {
    const { op_section: section, operation, op_data: data } = request.body;
    const profile = await editProfile(ctx.db, requireCandidate(request), { section, operation, value: data?.value, index: data?.index, entry: data?.entry });
    return { data: { profile, avatar: profile.avatar } };
  });

  app.post('/api/pcsx/profile/avatar', { config: uploadRate, schema: { querystring: DomainQuery, response: { 200: ProfileEditResponse } } }, async (request) => {
    const candidate = requireCandidate(request);
    if (!request.isMultipart()) throw unsupported('unsupported_media_type', AVATAR_SHAPE);
    return oneOfFewUploads(request, async () => {
      const part = await request.file().catch((error: { code?: string }) => {
        if (error.code && MULTIPART_SHAPE_ERRORS.has(error.code)) throw badInput('invalid_request', AVATAR_SHAPE);
        throw error;
      });
      if (!part || part.fieldname !== 'file') throw badInput('invalid_request', AVATAR_SHAPE);
      await uploadAvatar(ctx.db, ctx.files, uploads, candidate, clientKey(request), part, (reason) =>
        request.log.warn({ reason, file: part.filename.slice(0, 255) }, 'avatar refused by its content'));
      const profile = await profileDetails(ctx.db, candidate);
      return { data: { profile, avatar: profile.avatar } };
    });
  });

  app.get('/api/pcsx/profile/avatar/:id', { schema: { params: AvatarParams, querystring: DomainQuery } }, async (request, reply) => {
    const file = await avatarFile(ctx.db, ctx.files, requireCandidate(request), request.params.id);
    return privateFile(reply, file.type, file.size).send(file.bytes);
  });

  app.post('/api/pcsx/upload_resume', { config: uploadRate, schema: { querystring: DomainQuery, response: { 200: UploadResumeResponse } } }, async (request) => {
    const candidate = requireCandidate(request);
    if (!request.isMultipart()) throw unsupported('unsupported_media_type', RESUME_SHAPE);
    return oneOfFewUploads(request, async () => {
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' || !UPLOAD_FIELDS.has(part.fieldname)) {
            if (part.type === 'file') part.file.resume();
            throw badInput('invalid_request', RESUME_SHAPE);
          }
          if (part.valueTruncated) throw tooLarge('file_too_large', fileTooLarge(fields.resume_file_name ?? 'resume', uploads.maxFileBytes));
          fields[part.fieldname] = String(part.value);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && MULTIPART_SHAPE_ERRORS.has(code)) throw badInput('invalid_request', RESUME_SHAPE);
        throw error;
      }
      // A session belongs to one company; a form naming another is not this candidate's.
      if (fields.domain !== undefined && fields.domain !== request.domainId) throw loginRequired();
      if (!fields.resume_file_name || !fields.resume_content) throw badInput('invalid_request', RESUME_SHAPE);
      return uploadResume(ctx.db, ctx.files, uploads, candidate, clientKey(request), { fileName: fields.resume_file_name, content: fields.resume_content }, new Date(), (reason) =>
        request.log.warn({ reason, file: fields.resume_file_name?.slice(0, 255) }, 'resume refused by its content'));
    });
  });

  app.get('/api/pcsx/resumes', { schema: { querystring: DomainQuery, response: { 200: ResumesResponse } } }, async (request) => ({
    data: { resumes: await listResumes(ctx.db, requireCandidate(request)) },
  }));

  app.get('/api/pcsx/resumes/:id/proposal', { schema: { params: ResumeParams, querystring: DomainQuery, response: { 200: ResumeProposalResponse } } }, async (request) => ({
    data: await resumeProposal(ctx.db, requireCandidate(request), request.params.id),
  }));

  app.post('/api/pcsx/resumes/:id/confirm', { schema: { params: ResumeParams, body: ConfirmResumeBody, response: { 200: ConfirmResumeResponse } } }, async (request) => ({
    data: await confirmResume(ctx.db, requireCandidate(request), request.params.id, request.body),
  }));

  app.get('/api/pcsx/resumes/:id/file', { schema: { params: ResumeParams, querystring: DomainQuery } }, async (request, reply) => {
    const file = await resumeFile(ctx.db, ctx.files, requireCandidate(request), request.params.id);
    return privateFile(reply, file.type, file.size).header('content-disposition', disposition('attachment', file.name)).send(file.bytes);
  });

  app.delete('/api/pcsx/resumes/:id', { schema: { params: ResumeParams, querystring: DomainQuery, response: { 200: Ok } } }, async (request) => {
    await deleteResume(ctx.db, requireCandidate(request), request.params.id);
    return { ok: true };
  });

  app.get('/api/pcsx/export_resume', { schema: { querystring: DomainQuery } }, async (request, reply) => {
    const candidate = requireCandidate(request);
    const domain = await requestDomain(ctx, request);
    const profile = await profileDetails(ctx.db, candidate);
    // In the language of the candidate's pages (requestLocale: `?hl=`, their setting, the company's default, the browser's).
    const pdf = await buildResumePdf(profile, domain.name, new Date(), requestLocale(domain, request));
    return privateFile(reply, 'application/pdf', pdf.length).header('content-disposition', `attachment; filename="${resumeFileName(profile)}"`).send(Buffer.from(pdf));
  });
}
