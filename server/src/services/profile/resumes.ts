import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database';
import { badInput, conflict, isDomainError, notFound, ruleBroken, said, tooLarge, tooMany, unavailable } from '../../domainErrors';
import type { BlobStore } from '../files/blobStore';
import { cleanFileName, fileTooLarge, PdfRefusedError, receiveUpload } from '../files/receiveUpload';
import { checkUploadQuota, type UploadLimits } from '../files/uploadQuota';
import { TurnsFull } from '../files/boundedWorker';
import { checkContainer, detectKind, kindOfName } from '../forms/fileContent';
import type { Candidate } from '../candidates';
import { lockKey } from '../../db/database';
import { addSkills, checkExperience, putEntry } from './profileEdit';
import { experienceOf, profileDetails, skillsOf } from './profileDetails';
import { proposeFromText } from './resumeProposal';
import { readResume, type ResumeKind, type ResumeReading } from './resumeText';
import type { ConfirmResumeBody, ProfileDetails, ResumeProposal, ResumeSummary } from '@careers/shared/contracts/profile';

/** Resumes a candidate keeps at most. */
const MAX_RESUMES = 10;

const RESUME_TYPES_MESSAGE = (name: string) => said('server.resume.notPdfOrDocx', { name });
const UNREADABLE_MESSAGE = (name: string) => said('server.resume.unreadable', { name });
const INFLATES_MESSAGE = (name: string) => said('server.resume.inflates', { name });
const UNSUPPORTED_PDF_MESSAGE = (name: string) => said('server.resume.unsupportedCompression', { name });
const STILL_READING_MESSAGE = said('server.resume.stillReading');
const READERS_BUSY_MESSAGE = said('server.resume.readersBusy');
/** Seconds a refused upload is told to wait (Retry-After). */
const RESUME_RETRY_SECONDS = 60;
const DATA_URL_MESSAGE = said('server.resume.dataUrl', { example: 'data:<type>;base64,<bytes>' });

const resumeUrl = (id: number) => `/api/pcsx/resumes/${id}/file`;

interface ResumeRow {
  id: number;
  name: string;
  type: string;
  size: number;
  created_at: string;
  confirmed_at: string | null;
}

const toSummary = (row: ResumeRow): ResumeSummary => ({
  id: row.id, name: row.name, type: row.type, size: row.size, created_at: row.created_at, confirmed_at: row.confirmed_at, url: resumeUrl(row.id),
});

/** The bytes of a data URL (`data:[type][;base64],…`), refusing anything that is not base64 or is larger than `maxBytes`. */
function decodeDataUrl(value: string, maxBytes: number, name: string): Buffer {
  const comma = value.indexOf(',');
  const header = comma === -1 ? '' : value.slice(0, comma);
  if (!header.startsWith('data:') || !header.toLowerCase().endsWith(';base64')) throw badInput('invalid_request', DATA_URL_MESSAGE);
  const body = value.slice(comma + 1);
  // Checked before decoding: a 1 GB string costs nothing more than its length.
  if (Math.floor((body.length * 3) / 4) - 2 > maxBytes) throw resumeTooLarge(name, maxBytes);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badInput('invalid_request', DATA_URL_MESSAGE);
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length > maxBytes) throw resumeTooLarge(name, maxBytes);
  return bytes;
}

const resumeTooLarge = (name: string, maxBytes: number) =>
  tooLarge('file_too_large', fileTooLarge(name, maxBytes));

/** The company's skills vocabulary: every skill its positions ask for. */
export async function skillVocabulary(db: Db, domain: string): Promise<string[]> {
  const rows = await db.selectFrom('position_skills').select('skill').distinct().where('domain', '=', domain).execute();
  return rows.map((r) => r.skill);
}

export interface UploadResumeInput {
  fileName: string;
  content: string;
}

/**
 * Spec §4 "Resume upload", server side: the file (a data URL, spec §3) must be a PDF or a DOCX by its
 * name and by its bytes (DOCX as a whole container: no macros, no zip bomb), within the upload limits,
 * and readable: its text is extracted in a bounded worker and what it proposes is stored beside it.
 * Nothing of the profile changes but "has a resume": the proposal waits for the candidate's choice
 * (confirmResume). The file is checked and read before anything is stored: any refusal stores
 * nothing, neither a row nor bytes. A PDF whose compressed data expands beyond a resume's budget
 * is refused before it is read (resumePdfCheck.ts). One upload per candidate is read at a time (a
 * second meanwhile: 429); when every reading turn is taken and the wait line is full: 503. Both
 * with Retry-After.
 */
export async function uploadResume(
  db: Db, store: BlobStore, limits: UploadLimits, candidate: Candidate, ip: string, input: UploadResumeInput, now = new Date(), onRefused?: (reason: string) => void,
): Promise<{ candidate: ProfileDetails; resume: ResumeSummary; proposal: ResumeProposal }> {
  // One resume read at a time per candidate (on this instance): a second upload while the first is
  // read is refused at once, so one account cannot take every reading turn.
  const key = `${candidate.domain}:${candidate.id}`;
  if (reading.has(key)) throw tooMany('rate_limited', STILL_READING_MESSAGE, RESUME_RETRY_SECONDS);
  reading.add(key);
  try {
    return await uploadOne(db, store, limits, candidate, ip, input, now, onRefused);
  } finally {
    reading.delete(key);
  }
}

/** Candidates (domain:id) whose resume is being uploaded and read now. */
const reading = new Set<string>();

/** Reads the resume in its turn; every reading turn taken and the wait line full is 503 (nothing stored). */
async function readInTurn(bytes: Uint8Array, kind: ResumeKind): Promise<ResumeReading> {
  try {
    return await readResume(bytes, kind);
  } catch (error) {
    if (error instanceof TurnsFull) throw unavailable('busy', READERS_BUSY_MESSAGE, RESUME_RETRY_SECONDS);
    throw error;
  }
}

async function uploadOne(
  db: Db, store: BlobStore, limits: UploadLimits, candidate: Candidate, ip: string, input: UploadResumeInput, now: Date, onRefused?: (reason: string) => void,
): Promise<{ candidate: ProfileDetails; resume: ResumeSummary; proposal: ResumeProposal }> {
  const name = cleanFileName(input.fileName);
  const kind = kindOfName(name);
  if (!name || (kind !== 'pdf' && kind !== 'docx')) throw ruleBroken('invalid_file', RESUME_TYPES_MESSAGE(name || 'resume'));
  const bytes = decodeDataUrl(input.content, limits.maxFileBytes, name);
  if (bytes.length === 0) throw ruleBroken('invalid_file', said('server.upload.empty', { name }));
  const count = await db.selectFrom('candidate_resumes').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_RESUMES) throw conflict('too_many_resumes', said('server.resume.tooMany', { max: MAX_RESUMES }));
  const who = { domain: candidate.domain, candidateId: candidate.id, visitor: null, ip };
  // An upload over quota is refused before it costs a reading turn (receiveUpload checks again).
  await checkUploadQuota(db, limits, who, bytes.length, now);

  // The file is read before anything is stored, so any refusal stores nothing. Its first bytes must
  // say what its name says (a renamed file is not one); a DOCX must pass the container checks (no
  // macros, no zip bomb) before mammoth sees it.
  if (kind === 'pdf' && detectKind(bytes.subarray(0, 8)) !== 'pdf') throw ruleBroken('invalid_file', RESUME_TYPES_MESSAGE(name));
  if (kind === 'docx') {
    if (detectKind(bytes) !== 'docx') throw ruleBroken('invalid_file', RESUME_TYPES_MESSAGE(name));
    const temp = store.tempFile();
    let refused: string | null;
    try {
      await pipeline(Readable.from([bytes]), temp.stream);
      refused = await checkContainer(temp.path, 'docx');
    } finally {
      await store.discard(temp.path);
    }
    if (refused) {
      onRefused?.(refused);
      throw ruleBroken('invalid_file', RESUME_TYPES_MESSAGE(name));
    }
  }
  const read = await readInTurn(bytes, kind);
  if ('problem' in read) {
    onRefused?.(`${kind}: ${read.problem === 'unreadable' ? 'unreadable or too slow to read' : read.problem === 'too_large' ? 'compressed data expands beyond the budget' : 'unsupported compression'}`);
    const message = read.problem === 'too_large' ? INFLATES_MESSAGE : read.problem === 'unsupported' ? UNSUPPORTED_PDF_MESSAGE : UNREADABLE_MESSAGE;
    throw ruleBroken('invalid_file', message(name));
  }
  const text = read.text;
  let file;
  try {
    // The same path as every upload: content sniffed while streaming, containers and PDFs checked whole, quotas.
    file = await receiveUpload(db, store, limits, who, { filename: name, file: Readable.from([bytes]) }, now, onRefused);
  } catch (error) {
    // A PDF with scripts or attached files (or password-protected) is told why; other content refusals as a wrong type.
    if (isDomainError(error) && error.code === 'invalid_file' && !/empty/.test(error.message) && !(error instanceof PdfRefusedError)) {
      throw ruleBroken('invalid_file', RESUME_TYPES_MESSAGE(name));
    }
    throw error;
  }
  const drop = () => db.deleteFrom('form_files').where('id', '=', file.fileId).execute();
  try {
    const resumeText = text;
    const row = await db.transaction().execute(async (trx) => {
      await lockKey(trx, `profile:${candidate.domain}:${candidate.id}`);
      const [skills, experience, years, vocabulary] = await Promise.all([
        skillsOf(trx, candidate),
        experienceOf(trx, candidate),
        trx.selectFrom('candidates').select('experience_years').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirstOrThrow(),
        skillVocabulary(trx, candidate.domain),
      ]);
      const proposal = proposeFromText(resumeText, vocabulary, { skills, experience, experienceYears: years.experience_years }, now);
      await trx.updateTable('form_files').set({ attached_at: now.toISOString() }).where('id', '=', file.fileId).execute();
      await trx.updateTable('candidates').set({ has_resume: 1 }).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
      const inserted = await trx.insertInto('candidate_resumes').values({
        domain: candidate.domain, candidate_id: candidate.id, file_id: file.fileId, name: file.name, type: file.type, size: file.size,
        text: resumeText, proposal_json: JSON.stringify(proposal), confirmed_at: null, created_at: now.toISOString(),
      }).returning(['id', 'name', 'type', 'size', 'created_at', 'confirmed_at']).executeTakeFirstOrThrow();
      return { inserted, proposal };
    });
    return { candidate: await profileDetails(db, candidate), resume: toSummary(row.inserted), proposal: row.proposal };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The candidate's resumes, newest first. */
export async function listResumes(db: Db, candidate: Candidate): Promise<ResumeSummary[]> {
  const rows = await db.selectFrom('candidate_resumes').select(['id', 'name', 'type', 'size', 'created_at', 'confirmed_at'])
    .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toSummary);
}

const resumeNotFound = () => notFound('not_found', said('server.resume.notFound'));

async function ownResume(db: Db, candidate: Candidate, id: number) {
  const row = await db.selectFrom('candidate_resumes')
    .select(['id', 'name', 'type', 'size', 'created_at', 'confirmed_at', 'file_id', 'proposal_json'])
    .where('id', '=', id).where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).executeTakeFirst();
  if (!row) throw resumeNotFound();
  return row;
}

/** The stored proposal, its `current` sides as the profile is now (the proposed sides keep their order: confirm refers to them). */
export async function resumeProposal(db: Db, candidate: Candidate, id: number): Promise<{ resume: ResumeSummary; proposal: ResumeProposal }> {
  const row = await ownResume(db, candidate, id);
  const stored = JSON.parse(row.proposal_json) as ResumeProposal;
  const profile = await profileDetails(db, candidate);
  return {
    resume: toSummary(row),
    proposal: {
      ...stored,
      skills: { current: profile.skills, proposed: stored.skills.proposed },
      experience: { current: profile.experience, proposed: stored.experience.proposed },
      experienceYears: { current: profile.experienceYears, proposed: stored.experienceYears.proposed },
    },
  };
}

/**
 * Applies the proposed items the candidate ticked, and nothing else: skills (only ones the reading
 * proposed), jobs (by their index in the proposal), the years of experience (replacing what the
 * candidate typed only because they ticked it). One transaction.
 */
export async function confirmResume(db: Db, candidate: Candidate, id: number, choice: ConfirmResumeBody, now = new Date()): Promise<{ profile: ProfileDetails; applied: string[] }> {
  const row = await ownResume(db, candidate, id);
  const proposal = JSON.parse(row.proposal_json) as ResumeProposal;
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, `profile:${candidate.domain}:${candidate.id}`);
    const proposedSkills = new Map(proposal.skills.proposed.map((s) => [s.toLowerCase(), s]));
    const skills = (choice.skills ?? []).map((s) => proposedSkills.get(s.trim().toLowerCase())).filter((s): s is string => s !== undefined);
    if ((choice.skills ?? []).length !== skills.length) throw ruleBroken('invalid_request', 'Only skills the resume proposed can be confirmed here.');
    if (skills.length && (await addSkills(trx, candidate, skills)).length) applied.push('skills');
    const existing = await experienceOf(trx, candidate);
    let addedJobs = 0;
    for (const index of [...new Set(choice.experience ?? [])].sort((a, b) => a - b)) {
      const job = proposal.experience.proposed[index];
      if (!job) throw ruleBroken('invalid_request', 'That job is not in the proposal.');
      const duplicate = existing.some((e) => e.title.toLowerCase() === job.title.toLowerCase() && e.company.toLowerCase() === job.company.toLowerCase());
      if (duplicate) continue;
      await putEntry(trx, 'candidate_experience', candidate, checkExperience({ ...job, company: job.company || 'Not stated' }), undefined, now);
      addedJobs += 1;
    }
    if (addedJobs) applied.push('experience');
    if (choice.experienceYears && proposal.experienceYears.proposed !== null) {
      await trx.updateTable('candidates').set({ experience_years: proposal.experienceYears.proposed }).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
      applied.push('experience_years');
    }
    await trx.updateTable('candidate_resumes').set({ confirmed_at: now.toISOString() }).where('id', '=', row.id).execute();
  });
  return { profile: await profileDetails(db, candidate), applied };
}

/** The resume file's row, if it is the candidate's (else 404). */
/** One of the candidate's resumes with its bytes, to download; not_found when it is not theirs or its bytes are gone. */
export async function resumeFile(db: Db, files: BlobStore, candidate: Candidate, id: number): Promise<{ name: string; type: string; size: number; bytes: Readable | Buffer }> {
  const row = await ownResume(db, candidate, id);
  const file = await db.selectFrom('form_files').select(['name', 'type', 'size', 'sha256']).where('id', '=', row.file_id).where('candidate_id', '=', candidate.id).executeTakeFirst();
  const bytes = file ? await files.read(file.sha256) : null;
  if (!file || !bytes) throw resumeNotFound();
  return { name: file.name, type: file.type, size: file.size, bytes };
}

/** Deletes one of the candidate's resumes (the sweep then drops its bytes); "has a resume" follows what is left. */
export async function deleteResume(db: Db, candidate: Candidate, id: number): Promise<void> {
  const row = await ownResume(db, candidate, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('candidate_resumes').where('id', '=', row.id).execute();
    await trx.deleteFrom('form_files').where('id', '=', row.file_id).where('candidate_id', '=', candidate.id).execute();
    const left = await trx.selectFrom('candidate_resumes').select('id').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).limit(1).executeTakeFirst();
    await trx.updateTable('candidates').set({ has_resume: left ? 1 : 0 }).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
  });
}
