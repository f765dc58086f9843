import type { FastifyRequest } from 'fastify';
import { notAllowed, notFound } from '../../domainErrors';
import { loginRequired } from '../../domainErrors';
import type { Candidate } from '../candidates';

// Who may edit a company's theme (issue 32): accounts whose role is 'theme_editor' (candidates.role, migration 033),
// the company's brand people. Everyone else must not learn the builder exists: its data answers them 404, the
// way an unknown address does, and a change 403.

/** Whether `candidate` edits this company's theme. */
export const canEditTheme = (candidate: Candidate | null): boolean => candidate?.role === 'theme_editor';

/** The theme editor reading the builder's data; anyone else: not found (404). */
export function themeEditorReading(request: FastifyRequest): Candidate {
  if (!request.candidate) throw loginRequired();
  if (!canEditTheme(request.candidate)) throw notFound('not_found', 'Not found.');
  return request.candidate;
}

/** The theme editor changing the theme; anyone else: not allowed (403). */
export function themeEditorChanging(request: FastifyRequest): Candidate {
  if (!request.candidate) throw loginRequired();
  if (!canEditTheme(request.candidate)) throw notAllowed('forbidden', 'This request is not allowed.');
  return request.candidate;
}
