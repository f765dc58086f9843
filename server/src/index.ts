import './nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD } from './db/demo/seedDemo';
import { startEsignProvider } from './esign/esignApp';
import { startIntranet } from './intranet/intranetApp';
import { serverRendererProblems } from './serverRenderers';
import { esignProviderOrigin } from './services/offers/esign/esignProviderOrigin';
import { warmSearch } from './services/search/vocabulary';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });

  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  // A stale or missing server renderer only makes pages arrive drawn by the browser, which nobody notices: say so.
  for (const problem of serverRendererProblems(config.repoRoot, app.careers.remotes.list())) app.log.warn(problem);
  // A second origin that embeds the bell, to show (and test) widget embedding without any setup.
  const intranet = config.intranetPort
    ? await startIntranet(app.careers.embedOrigins, {
        host: config.host,
        port: config.intranetPort,
        careersPort: port,
        logLevel: config.logLevel,
        scriptOrigins: () => app.careers.remotes.externalOrigins(),
        // The offers widget frames the e-signature provider's signing page.
        frameOrigins: () => [esignProviderOrigin(config, 'localhost'), esignProviderOrigin(config, '127.0.0.1')].filter((o): o is string => o !== null),
      })
    : null;
  // The development e-signature provider: signing pages on an origin of their own, for offer documents signed by e-signature.
  const esign = config.esignPort ? await startEsignProvider(app.careers, { host: config.host, port: config.esignPort, careersPort: port }) : null;
  console.log(`\nCareers site: http://localhost:${port}/careers`);
  if (intranet) console.log(`Demo intranet (embeds the bell and the offers widget): http://localhost:${intranet.port}/`);
  if (esign) console.log(`E-signature provider (signing pages of offer documents): http://localhost:${esign.port}/`);
  console.log(`Demo logins:  alex@demo.test / ${DEMO_PASSWORD}   sam@demo.test / ${DEMO_PASSWORD}\n`);
  // The typo vocabulary of each company is built once (about 1.5 s at 100,000 positions). Build it
  // now, after the server is up, so the first visitor's search does not wait for it.
  setImmediate(() => warmSearch(app.careers.db).catch((error: unknown) => app.log.error({ err: error }, 'search warm-up failed')));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Stop accepting connections, let in-flight requests finish, close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The side apps first: the provider's requests need the database the site's close ends.
    Promise.all([intranet?.app.close(), esign?.app.close()]).then(() => app.close()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
