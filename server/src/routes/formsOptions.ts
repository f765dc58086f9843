import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { formOptions } from '../services/forms/formOptions';
import { domainField } from './requestCompany';

const params = {
  type: 'object',
  required: ['list'],
  properties: { list: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,50}$' } },
} as const;
const query = { type: 'object', properties: { parent: { type: 'string', maxLength: 100 }, domain: domainField } } as const;

/**
 * Options of dependent selects (spec §7 "Select options in forms"): an item's optionsEndpoint
 * '/api/pcsx/form_options/regions?parent={{parentValue}}' answers `{ data: { options } }`. Public, and
 * the same for every visitor, so browsers may keep it (the toolkit caches it forever anyway).
 */
export async function formOptionsRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get<{ Params: { list: string }; Querystring: { parent?: string } }>(
    '/api/pcsx/form_options/:list',
    { config: { public: true }, schema: { params, querystring: query } },
    async (request, reply) => {
      const options = formOptions(request.params.list, request.query.parent ?? '');
      if (!options) throw new AppError(404, 'not_found', 'Option list not found.');
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { options } };
    },
  );
}
