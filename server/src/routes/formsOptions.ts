import type { AppContext } from '../appContext';
import { optionList } from '../services/forms/formOptions';
import { FormOptionsParams, FormOptionsQuery, FormOptionsResponse } from '../../../shared/src/contracts/forms';
import type { TypedApp } from './typedApp';

/**
 * Options of dependent selects (spec §7 "Select options in forms"): an item's optionsEndpoint
 * '/api/pcsx/form_options/regions?parent={{parentValue}}' answers `{ data: { options } }`. Public, and
 * the same for every visitor, so browsers may keep it (the toolkit caches it forever anyway).
 */
export async function formOptionsRoutes(app: TypedApp, _ctx: AppContext): Promise<void> {
  app.get(
    '/api/pcsx/form_options/:list',
    { config: { public: true }, schema: { params: FormOptionsParams, querystring: FormOptionsQuery, response: { 200: FormOptionsResponse } } },
    async (request, reply) => {
      const options = optionList(request.params.list, request.query.parent ?? '');
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { options } };
    },
  );
}
