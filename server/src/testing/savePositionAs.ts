import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Browser } from './testApp';

/** `browser`'s candidate saves a position, as the Save job button asks (POST /api/pcsx/position_action). */
export function savePositionAs(app: FastifyInstance, browser: Browser, positionId: number, domain = 'demo.test'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/pcsx/position_action',
    headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
    payload: { position_id: positionId, action: 'save', domain },
  });
}
