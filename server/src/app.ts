import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHttpServer } from './httpServer';
import { schemaCompilers } from './schemaCompilers';
import type { AppContext } from './appContext';
import { ConfigError, type Config } from './config';
import { EvidenceKeyError, loadEvidenceKeyring, useEvidenceKeyring, type EvidenceKeyring } from './services/evidenceKeys';
import { openDatabase, type Db } from './db/database';
import { markSqliteInUse } from './db/sqliteInUse';
import { isEmpty, seedDemoData } from './db/demo/seedDemo';
import { ensureDemoResume } from './db/demo/demoProfile';
import { ensureDemoForms } from './db/demo/seedDemoForms';
import { ensureDemoTeams } from './db/demo/teams';
import { migrate } from './db/migrate';
import { installCompression } from './plugins/compression';
import { installCors } from './plugins/cors';
import { frameworkErrors, installErrorHandler } from './plugins/errorHandler';
import { installGuards } from './plugins/guards';
import { installLoginHandover } from './plugins/loginHandover';
import { namedPlugin } from './plugins/namedPlugin';
import { installRateLimit } from './plugins/rateLimit';
import { installRequestContext } from './plugins/requestContext';
import { logDestination } from './logDestination';
import { RequestLogController } from './plugins/requestLog';
import { installSecurityHeaders } from './plugins/security';
import { createSessionManager } from './plugins/sessionManager';
import { alertRoutes } from './routes/alerts';
import { assistantRoutes } from './routes/assistant';
import { authRoutes } from './routes/auth';
import { applyRoutes } from './routes/apply';
import { candidateSessionRoutes } from './routes/candidateSession';
import { dashboardRoutes } from './routes/dashboard';
import { draftApplicationRoutes } from './routes/draftApplications';
import { embedRoutes } from './routes/embed';
import { formRoutes } from './routes/forms';
import { formFilesRoutes } from './routes/formsFiles';
import { formOptionsRoutes } from './routes/formsOptions';
import { healthRoutes } from './routes/health';
import { jobCartRoutes } from './routes/jobCart';
import { notificationRoutes } from './routes/notifications';
import { offerEsignRoutes } from './routes/offerEsign';
import { offerEvidenceRoutes } from './routes/offerEvidence';
import { offerRoutes } from './routes/offers';
import { positionRoutes } from './routes/positions';
import { positionsImportRoutes } from './routes/positionsImport';
import { profileRoutes } from './routes/profile';
import { remotesRoutes } from './routes/remotes';
import { savedSearchRoutes } from './routes/savedSearches';
import { accountRoutes } from './routes/account';
import { searchRoutes } from './routes/search';
import { shellRoutes } from './routes/shell';
import { sitemapRoutes } from './routes/sitemaps';
import { staticRoutes } from './routes/staticFiles';
import { themeBuilderRoutes } from './routes/themeBuilder';
import { vslogRoutes } from './routes/vslog';
import { EmbedOrigins } from './services/embedOrigins';
import { offerPseudoLocales } from './services/domains';
import { moveFilesToStore, sweepTempFiles } from './services/files/fileCleanup';
import { openBlobStore } from './services/files/openBlobStore';
import { fileLimitProblems } from './services/forms/fileLimits';
import { moveVisitorFiles } from './services/forms/formFiles';
import { allForms } from './services/forms/formStore';
import { CLEANUP_EVERY_MS, hourlyCleanup } from './services/hourlyCleanup';
import { moveSessionCart } from './services/jobCart/jobCart';
import { NotificationStreams } from './services/notificationStream/notificationStreams';
import { SealKeyError, wrapSealKeyAtStart } from './services/offers/evidence';
import { closeMailer } from './services/mail/mailer';
import { createOutboxSender } from './services/mail/outboxSender';
import { pdfParseWorkers } from './services/files/pdfParseWorkers';
import { RemoteRegistry } from './services/remotes';
import { resealLegacyOfferEvents, type ResealResult, type StartMigration } from './services/offers/evidence';
import { withClusterLock } from './services/scheduledWork';
import { loginPagePost } from './routes/loginPagePost';
import { deleteExpiredSessions } from './services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared context (config, database …), for tests and future plugins. */
    careers: AppContext;
  }
}

function evidenceKeysFor(config: Config): EvidenceKeyring {
  try {
    return loadEvidenceKeyring(config.evidence);
  } catch (error) {
    if (error instanceof EvidenceKeyError) throw new ConfigError(error.message);
    throw error;
  }
}

/** How the server's PostgreSQL connections appear in `pg_stat_activity` (and so in the seed CLI's refusal). */
const SERVER_APPLICATION_NAME = 'careers-server';

/**
 * The seal's key: wrapped by the start that applies migration 027 if the version before left it in clear, re-wrapped after
 * a rotation. A row the keys cannot open does not stop the start (everything else still serves, as
 * with a database restored without its keys); it is logged as an error, and sealing says why again.
 */
async function sealKeyAtStart(db: Db, migration: StartMigration): Promise<{ level: 'warn' | 'error'; message: string } | null> {
  try {
    const done = await wrapSealKeyAtStart(db, migration);
    return done ? { level: 'warn', message: done } : null;
  } catch (error) {
    if (error instanceof SealKeyError) return { level: 'error', message: error.message };
    throw error;
  }
}

/** Where the server's log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Builds the whole server: database (migrated; demo data on first start), plugins in the order
 * their hooks must run, routes. Does not listen: index.ts does, tests use `app.inject`.
 */
export async function buildApp(config: Config, options: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  // The evidence keys first: a missing or unreadable key file stops the start before anything is opened.
  const keyring = evidenceKeysFor(config);
  offerPseudoLocales(config.pseudoLocales);
  const database = openDatabase(config.database, { applicationName: SERVER_APPLICATION_NAME });
  // Tools that delete the database (seed CLI --fresh) see a running server by its connections on
  // PostgreSQL, by this marker on SQLite (db/sqliteInUse.ts).
  const unmark = config.database.engine === 'sqlite' ? markSqliteInUse(config.database.path) : () => {};
  const { db } = database;
  useEvidenceKeyring(db, keyring);
  let reseal: ResealResult;
  let sealKey: Awaited<ReturnType<typeof sealKeyAtStart>>;
  try {
    const migrated = await migrate(database);
    // Instances starting together on an empty database: one seeds, the others wait for it and find the rows.
    await withClusterLock(db, 'demo data', async () => {
      if (await isEmpty(db)) await seedDemoData(db, { positions: config.demoPositions, seed: config.demoSeed });
      else await ensureDemoForms(db);
      await ensureDemoTeams(db);
    });
    await deleteExpiredSessions(db);
    // Audit chains from before keyed evidence are re-sealed under the key before anything is answered,
    // and a seal key left in clear is wrapped: both only by the start whose migration made them legacy
    // (a later start would adopt whatever someone who writes the database put there).
    reseal = await resealLegacyOfferEvents(db, migrated);
    sealKey = await sealKeyAtStart(db, migrated);
  } catch (error) {
    await database.close();
    unmark();
    throw error;
  }
  const files = openBlobStore(config.filesStore, db, config.filesDir);
  await moveFilesToStore(db, files);
  await sweepTempFiles(files);
  // The demo's "Alex has a resume", made real once the blob store is open (seeding has none).
  await ensureDemoResume(db, files);

  const app = Fastify({
    // stdout through a bounded buffer: a stalled log reader costs lines, not memory (logDestination.ts).
    logger: { level: config.logLevel, stream: options.logStream ?? logDestination(config.logBufferBytes) },
    // One line per request instead of Fastify's two (plugins/requestLog.ts).
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors,
    // Answer schemas accept any JSON type at each level, bounded per type (shared/src/contracts/forms/formAnswers.ts).
    ajv: { customOptions: { allowUnionTypes: true } },
    // Compiled once per process, not per app: tests build hundreds of apps (schemaCompilers.ts).
    schemaController: { compilersFactory: schemaCompilers },
    // The login page's plain form posts to its own address, so a refusal is drawn there (routes/auth.ts); it is
    // the one log-in route, with its CSRF check and its rate limit's counter, not a second one.
    rewriteUrl: loginPagePost,
    // A client that trickles its request (or never finishes it) loses the connection; see config.ts.
    serverFactory: (handler) => createHttpServer(config, handler),
  });
  // Mail leaves through the outbox only; its links name this instance's public origin. `now` is read
  // through ctx, which tests replace to move time.
  const outbox = createOutboxSender({
    db,
    config,
    now: () => ctx.now(),
    log: { warn: (what) => app.log.warn(what), error: (error, what) => app.log.error({ err: error }, what) },
  }, { pollMs: config.mail.outboxPollMs });
  const ctx: AppContext = {
    outbox,
    config,
    db,
    engine: database.engine,
    pingDatabase: database.ping,
    remotes: new RemoteRegistry(config, (message) => app.log.warn(message)),
    sessions: createSessionManager(db, config),
    embedOrigins: new EmbedOrigins(config.embedAllowedOrigins),
    files,
    now: Date.now,
    notificationStreams: new NotificationStreams({
      db,
      now: () => ctx.now(),
      onError: (error, what) => app.log.error({ err: error }, what),
    }),
  };
  app.decorate('careers', ctx);
  if (reseal.resealed.length > 0) app.log.info(`Offer audit logs from before keyed evidence re-sealed under evidence key ${keyring.current.id}: ${reseal.resealed.length} offers.`);
  if (reseal.left.length > 0) app.log.warn(`Offer audit logs from before keyed evidence left as they were (they did not check under the earlier rule; their audits report them altered): offers ${reseal.left.join(', ')}.`);
  if (sealKey) app.log[sealKey.level](sealKey.message);
  // A form that lets candidates pick files the uploads would refuse cannot be sent: say so at start.
  for (const problem of (await allForms(db)).flatMap((def) => fileLimitProblems(def, config.uploads))) app.log.warn(problem);

  // Every instance ticks; the work runs once an hour for the whole cluster (services/scheduledWork.ts).
  const cleanup = setInterval(() => {
    hourlyCleanup(ctx, (error, what) => app.log.error({ err: error }, what)).catch((error: unknown) => app.log.error({ err: error }, 'cleanup failed'));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  outbox.start();
  try {
    await ctx.notificationStreams.start(config.database.engine === 'postgres' ? config.database.url : null);
  } catch (error) {
    await outbox.close();
    await database.close();
    unmark();
    throw error;
  }
  // Open streams would keep the server from closing (they never end by themselves): ended first, browsers reconnect.
  app.addHook('preClose', (done) => {
    ctx.notificationStreams.closeStreams();
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    // Its listening connection and the sends under way, before the database goes.
    await ctx.notificationStreams.close();
    // The sender first: a message being sent finishes before its SMTP connections and the database go.
    await outbox.close();
    closeMailer(config.mail);
    await database.close();
    // Warm PDF parse workers are unref'd and end when idle anyway; a closed server ends them now.
    pdfParseWorkers.closeIdle();
    unmark();
  });

  // Hook order matters: context (session, company, nonce) → security headers → CORS (answers
  // preflights, which carry no cookie, before the login guard) → access guards; rate limiting
  // attaches to each route registered after it.
  installErrorHandler(app, ctx);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  installRequestContext(app, ctx);
  await installSecurityHeaders(app, ctx);
  await installCors(app, ctx);
  installGuards(app);
  // After the request context: it needs the session a request came with, to hand its things over at log-in.
  installLoginHandover(app, {
    'job cart': (visitor, candidate) => moveSessionCart(db, visitor, candidate),
    'uploaded files': (visitor, candidate) => moveVisitorFiles(db, visitor, candidate),
  });
  await installRateLimit(app, ctx);
  // Before the routes: it attaches its hook to each route registered after it.
  await installCompression(app);

  const routes = [healthRoutes, shellRoutes, staticRoutes, remotesRoutes, embedRoutes, authRoutes, candidateSessionRoutes, notificationRoutes, searchRoutes, vslogRoutes,
    positionRoutes, jobCartRoutes, savedSearchRoutes, assistantRoutes,
    formRoutes, formOptionsRoutes, formFilesRoutes, applyRoutes, draftApplicationRoutes,
    offerRoutes, offerEsignRoutes, offerEvidenceRoutes,
    dashboardRoutes,
    alertRoutes,
    positionsImportRoutes,
    accountRoutes,
    profileRoutes,
    themeBuilderRoutes,
    sitemapRoutes];
  for (const area of routes) {
    // Named for Fastify up front: it would otherwise search require.cache for each (plugins/namedPlugin.ts).
    await app.register(namedPlugin(area), ctx);
  }
  return app;
}
