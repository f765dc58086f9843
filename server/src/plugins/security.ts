import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requestDomain } from './requestContext';

interface CspExtras {
  nonce: string;
  scriptOrigins: string[];
  connectOrigins: string[];
}

// helmet computes directive values from the raw request/response; this is how they reach it.
const extras = new WeakMap<ServerResponse, CspExtras>();

function originOf(src: string): string | null {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null; // relative: same origin
  }
}

/**
 * Security headers from helmet, with a Content-Security-Policy that never allows 'unsafe-eval':
 * scripts run only from this origin, with this response's nonce, or from origins the company's
 * head scripts and the remotes manifest name.
 */
export async function installSecurityHeaders(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Runs after the request context (nonce, company) and before helmet's own onRequest hook.
  app.addHook('onRequest', async (request, reply) => {
    const scriptOrigins = new Set<string>();
    const connectOrigins = new Set<string>();
    // Only pages run scripts, so only pages pay for looking up the company's script origins.
    if (request.routeOptions.config?.html) {
      try {
        const headScripts = requestDomain(ctx, request).settings.configs.pcsxConfig.branding.headScripts;
        for (const script of Object.values(headScripts).flat()) {
          const origin = script.src ? originOf(script.src) : null;
          if (origin) scriptOrigins.add(origin);
        }
      } catch {
        // An unknown company fails later with its own error; the policy stays strict.
      }
      for (const origin of ctx.remotes.externalOrigins()) {
        scriptOrigins.add(origin);
        connectOrigins.add(origin);
      }
    }
    extras.set(reply.raw, { nonce: request.cspNonce, scriptOrigins: [...scriptOrigins], connectOrigins: [...connectOrigins] });
  });

  const get = (res: ServerResponse): CspExtras => extras.get(res) ?? { nonce: '', scriptOrigins: [], connectOrigins: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          (_req: IncomingMessage, res: ServerResponse) => {
            const { nonce, scriptOrigins } = get(res);
            return ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptOrigins].join(' ');
          },
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [(_req: IncomingMessage, res: ServerResponse) => ["'self'", ...get(res).connectOrigins].join(' ')],
        fontSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
}
