// `pnpm bench soak`: a soak with a restart in the middle, against the built server.
//  1. Starts the built server on a free port with its own temp DATA_DIR (demo data, SOAK_POSITIONS
//     positions) and every per-IP rate limit raised (all traffic comes from 127.0.0.1).
//  2. Signs up SOAK_CANDIDATES accounts through the API as a browser does (login page for the CSRF
//     token and cookie, then POST /candidate/signup); their sessions write, separate ones log in.
//  3. Measures /healthz alone for 3 s (the machine's yardstick: shared machines vary 2-5x, so compare
//     ratios) and the most operations a second the mix gets through (closed loop, SOAK_CONNECTIONS
//     connections, SOAK_MAX_SECONDS, default 15), then drives the mix open loop at half that rate for
//     SOAK_SECONDS (default 600). Mix: 60 % search (varied text, places, filters, pages), 20 % position
//     details, 10 % login, 10 % form saves (draft applications and the talent-network form), each save
//     writing a unique marker; every save answered 2xx is recorded as an acknowledged write.
//  4. Halfway through, restarts the server gracefully (SIGTERM, wait for the exit, start it again on
//     the same port and DATA_DIR). The restart window runs from the kill to the first healthy /healthz;
//     a failed request is "inside" it when it was in flight at any moment of the window.
//  5. Reads every acknowledged write back through the API as the candidate who wrote it.
// Prints requests, target and achieved rate, errors outside and inside the restart window, the
// window's length, p50/p99 overall and per kind, acknowledged and missing writes. Goals: 0 errors
// outside the restart window, 0 lost writes; the exit code is 1 when one is missed.
// SOAK_SECONDS=60 for a quick run. SOAK_RATE=<operations/s> sets the soak's rate instead of half the
// maximum (to stress the restart with more requests in flight). SOAK_KEEP=1 keeps the temp folder
// (database, server log).
// Run alone with `node scripts/benchSoak.mjs` (builds the server first).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { benchSettings } from './benchSettings.mjs';
import { run } from './lib.mjs';
import { withBenchServer } from './withBenchServer.mjs';

const settings = benchSettings('soak');
const num = settings.num;
const SOAK_SECONDS = num('SOAK_SECONDS', 600, 10, 24 * 3600);
const MAX_SECONDS = num('SOAK_MAX_SECONDS', 15, 3, 600);
const CONNECTIONS = num('SOAK_CONNECTIONS', 32, 1, 512);
const CANDIDATES = num('SOAK_CANDIDATES', 40, 1, 1000);
// Operations a second of the soak instead of half the measured maximum (0: half the maximum).
const FIXED_RATE = num('SOAK_RATE', 0, 0, 5000);
const POSITIONS = String(num('SOAK_POSITIONS', 5000, 100, 1_000_000));
// Each candidate saves drafts of this many positions, plus the talent-network form.
const DRAFTS_PER_CANDIDATE = 3;
const REQUEST_TIMEOUT_MS = 10_000;
// Open loop: requests beyond this many in flight are not sent and count as errors ("client overload").
const MAX_IN_FLIGHT = 1000;
// Closed loop: a bound on requests whatever the speed.
const MAX_CLOSED_LOOP_REQUESTS = 2_000_000;
// The most the open loop may be asked for, whatever the closed loop measured.
const MAX_RATE = 5000;
const DOMAIN = 'demo.test';
const HOST = '127.0.0.1';
const PASSWORD = 'Soak-bench-Tr0ub4dor-and-3-horses';
const MIX = [
  ['search', 0.6],
  ['details', 0.2],
  ['login', 0.1],
  ['save', 0.1],
];
const KIND_ORDER = ['search', 'details', 'login', 'login page', 'save'];

const ENV = {
  INTRANET_PORT: '0',
  LOG_LEVEL: 'warn',
  DEMO_POSITIONS: POSITIONS,
  RATE_LIMIT_MAX: '10000000',
  LOGIN_RATE_LIMIT_MAX: '10000000',
  FORM_SUBMIT_RATE_LIMIT_MAX: '10000000',
  ASSISTANT_RATE_LIMIT_MAX: '10000000',
};

// ── state that cleanup needs ─────────────────────────────────────────────────────────────────────
const state = { port: 0, server: null, stopping: false };
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────────

/** A browser's cookie jar and CSRF token for one session. */
const newJar = () => ({ sid: '', csrf: '' });

function absorb(jar, headers) {
  for (const cookie of [headers['set-cookie'] ?? []].flat()) {
    const match = /^careers_sid=([^;]*)/.exec(cookie);
    if (match) jar.sid = /max-age=0\b/i.test(cookie) ? '' : (match[1] ?? '');
  }
  if (typeof headers['x-csrf-token'] === 'string') jar.csrf = headers['x-csrf-token'];
}

/**
 * One request on the shared keep-alive agent. Never rejects: resolves with `status` (0 when no
 * answer came), `error` (a code) and the times it was sent and answered.
 */
function send(method, path, { jar, body, wantBody = false } = {}) {
  return new Promise((resolve) => {
    const headers = { accept: 'application/json' };
    let payload;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (jar?.sid) headers.cookie = `careers_sid=${jar.sid}`;
    if (jar?.csrf && method !== 'GET') headers['x-csrf-token'] = jar.csrf;
    const t0 = now();
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ status: 0, error: null, body: null, ...result, t0, t1: now() });
    };
    const req = http.request({ host: HOST, port: state.port, method, path, headers, agent }, (res) => {
      if (jar) absorb(jar, res.headers);
      const chunks = [];
      res.on('data', (chunk) => wantBody && chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: wantBody ? Buffer.concat(chunks).toString('utf8') : null }));
      res.on('error', (error) => done({ error: error.code ?? 'response aborted' }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => done({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

const ok = (r) => r.status >= 200 && r.status < 300;
const json = (r) => {
  try {
    return JSON.parse(r.body ?? '');
  } catch {
    return null;
  }
};
const describe = (r) => (r.status ? `HTTP ${r.status}${r.body ? ` ${r.body.slice(0, 200)}` : ''}` : r.error);

// ── recording ────────────────────────────────────────────────────────────────────────────────────

/** Every request of a phase: kind, times, status or error code. */
function newRecorder() {
  return { entries: [], ops: 0, skipped: 0 };
}
let recorder = newRecorder();
const record = (kind, r) => recorder.entries.push({ kind, t0: r.t0, t1: r.t1, status: r.status, error: ok(r) ? null : r.status ? String(r.status) : r.error });

// ── the mix ──────────────────────────────────────────────────────────────────────────────────────

const QUERIES = ['', '', 'engineer', 'senior data', 'pyhton', 'product manager', 'designer', 'sales', 'backend engineer', 'marketing', 'analyst', 'manager', 'kubernetes', 'frontend', 'data scientist', 'enginer', 'lead'];
const LOCATIONS = ['', '', '', 'Berlin', 'London', 'Germany', 'remote', 'Map Area:::60,-10,40,30', 'Map Location:::52.52,13.405'];
const FILTERS = ['', '', '', 'filter_department=Engineering', 'filter_is_remote=1', 'filter_skills=Python', 'filter_skills=Python&filter_skills=Go', 'filter_employment_type=FULL_TIME', 'filter_department=Data&filter_employment_type=FULL_TIME'];
const STARTS = [0, 0, 0, 0, 10, 20, 50, 100];

function searchPath() {
  const params = new URLSearchParams({ domain: DOMAIN });
  const query = pick(QUERIES);
  const location = pick(LOCATIONS);
  if (query) params.set('query', query);
  if (location) params.set('location', location);
  if (Math.random() < 0.2) params.set('sort_by', 'newest');
  const start = pick(STARTS);
  if (start) params.set('start', String(start));
  const filters = pick(FILTERS);
  return `/api/pcsx/search?${params}${filters ? `&${filters}` : ''}`;
}

/** What the preparation found and made: position ids, the candidates with their sessions, save targets. */
const world = { positionIds: [], openIds: [], candidates: [], targets: [], loginSlots: [], seq: 0, runTag: '' };

async function opSearch() {
  record('search', await send('GET', searchPath()));
}

async function opDetails() {
  const id = pick(world.positionIds);
  const located = Math.random() < 0.2 ? `&queried_location=${encodeURIComponent(pick(['Berlin', 'London', 'remote']))}` : '';
  record('details', await send('GET', `/api/pcsx/position_details?position_id=${id}&domain=${DOMAIN}${located}`));
}

/**
 * A visitor logs in as one of the candidates in a session of its own (a login "slot": a browser). A
 * slot without a session first loads the login page for its cookie and CSRF token, as a browser does;
 * after that, each log-in rotates the slot's session. The writers' sessions are never touched.
 */
async function opLogin() {
  let slot = world.loginSlots.find((s) => !s.busy);
  if (!slot) {
    slot = { busy: false, jar: newJar() };
    world.loginSlots.push(slot);
  }
  slot.busy = true;
  try {
    if (!slot.jar.sid || !slot.jar.csrf) {
      const page = await send('GET', `/candidate/login?domain=${DOMAIN}`, { jar: slot.jar });
      record('login page', page);
      if (!ok(page)) {
        slot.jar = newJar();
        return;
      }
    }
    const candidate = pick(world.candidates);
    const r = await send('POST', '/candidate/login', { jar: slot.jar, body: { email: candidate.email, password: PASSWORD, domain: DOMAIN } });
    record('login', r);
    if (!ok(r)) slot.jar = newJar();
  } finally {
    slot.busy = false;
  }
}

/**
 * A save of one target (a candidate's draft of one position, or their talent-network form) with a
 * new marker. Saves of one target never overlap, so the stored marker must be the newest one the
 * server acknowledged (or a newer one whose answer was lost). After a save that got no answer, the
 * target rests a while: the server may still be finishing it.
 */
async function opSave() {
  const at = now();
  let target = null;
  for (let tries = 0; tries < 8 && !target; tries++) {
    const t = pick(world.targets);
    if (!t.busy && t.restUntil <= at) target = t;
  }
  target ??= world.targets.find((t) => !t.busy && t.restUntil <= at);
  if (!target) {
    await opSearch(); // every target busy: cannot happen at the rates of a 2-core machine
    return;
  }
  target.busy = true;
  const seq = ++world.seq;
  const marker = `${world.runTag}:${target.id}:${seq}`;
  target.sent.add(seq);
  const r = await send('POST', target.path, { jar: target.candidate.jar, body: target.body(marker) });
  record('save', r);
  if (ok(r)) target.acked.push({ seq, t0: r.t0, t1: r.t1, phase: currentPhase });
  else if (!r.status) target.restUntil = now() + REQUEST_TIMEOUT_MS + 5000;
  target.busy = false;
}

const OPS = { search: opSearch, details: opDetails, login: opLogin, save: opSave };
function pickOp() {
  let x = Math.random();
  for (const [kind, share] of MIX) {
    if ((x -= share) < 0) return OPS[kind];
  }
  return opSearch;
}
let currentPhase = 'prepare';

// ── preparation ──────────────────────────────────────────────────────────────────────────────────

async function must(label, promise) {
  const r = await promise;
  if (!ok(r)) throw new Error(`${label}: ${describe(r)}`);
  return r;
}

async function collectPositions() {
  const ids = new Set();
  const open = new Set();
  for (const path of [
    `/api/pcsx/search?domain=${DOMAIN}`,
    ...['engineer', 'data', 'manager', 'designer', 'sales', 'marketing', 'analyst', 'lead'].flatMap((q) =>
      [0, 10, 20, 30].map((start) => `/api/pcsx/search?domain=${DOMAIN}&query=${q}&start=${start}`),
    ),
    `/api/pcsx/search?domain=${DOMAIN}&location=remote`,
    `/api/pcsx/search?domain=${DOMAIN}&location=Berlin`,
  ]) {
    const r = await must(`GET ${path}`, send('GET', path, { wantBody: true }));
    for (const position of json(r)?.positions ?? []) {
      ids.add(position.id);
      if (!position.archived_at) open.add(position.id);
    }
  }
  world.positionIds = [...ids];
  world.openIds = [...open];
  if (world.openIds.length < DRAFTS_PER_CANDIDATE) throw new Error('the search found too few open positions');
}

/** Signs up one candidate as the login page would: GET the page (cookie + CSRF token), POST the form as JSON. */
async function signUp(index) {
  const jar = newJar();
  const email = `soak-${world.runTag}-${index}@example.test`;
  await must('GET /candidate/login?mode=signup', send('GET', `/candidate/login?mode=signup&domain=${DOMAIN}`, { jar }));
  await must(
    `POST /candidate/signup (${email})`,
    send('POST', '/candidate/signup', { jar, body: { email, password: PASSWORD, firstName: 'Soak', lastName: `Candidate ${index}`, domain: DOMAIN }, wantBody: true }),
  );
  if (!jar.sid || !jar.csrf) throw new Error('sign-up gave no session cookie or CSRF token');
  const candidate = { index, email, jar };
  const pids = [...world.openIds].sort(() => Math.random() - 0.5).slice(0, DRAFTS_PER_CANDIDATE);
  const target = (kind, extra) => ({ id: `c${index}${kind}`, candidate, busy: false, restUntil: 0, sent: new Set(), acked: [], ...extra });
  for (const pid of pids) {
    world.targets.push(
      target(`p${pid}`, {
        label: `draft of position ${pid}`,
        path: '/api/pcsx/draft_applications',
        body: (marker) => ({ pid, domain: DOMAIN, values: { coverLetter: marker, city: 'Berlin', firstName: 'Soak' } }),
        readPath: `/api/pcsx/apply_form?pid=${pid}&domain=${DOMAIN}`,
        readMarker: (data) => data?.data?.values?.coverLetter,
      }),
    );
  }
  world.targets.push(
    target('tn', {
      label: 'talent-network form',
      path: '/api/pcsx/forms/talent-network/save',
      body: (marker) => ({ domain: DOMAIN, values: { firstName: marker, lastName: `Candidate ${index}`, interests: ['Data'] } }),
      readPath: `/api/pcsx/forms/talent-network?domain=${DOMAIN}`,
      readMarker: (data) => data?.data?.values?.firstName,
    }),
  );
  return candidate;
}

async function prepare() {
  await collectPositions();
  const candidates = [];
  for (let i = 0; i < CANDIDATES; i += 4) {
    candidates.push(...(await Promise.all(Array.from({ length: Math.min(4, CANDIDATES - i) }, (_, k) => signUp(i + k)))));
  }
  world.candidates = candidates;
  // Each kind once, so a broken route stops the bench here rather than as thousands of errors.
  for (const [label, op] of [['search', opSearch], ['details', opDetails], ['login', opLogin], ['save', opSave]]) {
    recorder = newRecorder();
    await op();
    const bad = recorder.entries.find((e) => e.error);
    if (bad) throw new Error(`the first ${label} failed: ${bad.error}`);
  }
}

// ── load ─────────────────────────────────────────────────────────────────────────────────────────

/** CONNECTIONS loops, each starting its next operation (of the mix, or `op`) when the last one finished. */
async function closedLoop(seconds, op = null) {
  recorder = newRecorder();
  const started = now();
  const until = started + seconds * 1000;
  let budget = MAX_CLOSED_LOOP_REQUESTS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (now() < until && budget-- > 0 && !state.stopping) {
        await (op ?? pickOp())();
        recorder.ops += 1;
      }
    }),
  );
  return { ...recorder, seconds: (now() - started) / 1000 };
}

/**
 * Operations at `rate` a second whatever the answers (open loop), for `seconds`; `during(t0)` runs
 * alongside (the restart). Bounded: rate × seconds operations, at most MAX_IN_FLIGHT at a time.
 */
async function openLoop(rate, seconds, during) {
  recorder = newRecorder();
  const total = Math.round(rate * seconds);
  const started = now();
  let issued = 0;
  let inFlight = 0;
  let maxLag = 0;
  const side = during(started);
  while (issued < total && !state.stopping) {
    const due = Math.min(total, Math.floor(((now() - started) / 1000) * rate) + 1);
    if (due - issued > 1) maxLag = Math.max(maxLag, (due - issued - 1) / rate);
    while (issued < due) {
      issued += 1;
      recorder.ops += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        const t = now();
        recorder.skipped += 1;
        recorder.entries.push({ kind: 'skipped', t0: t, t1: t, status: 0, error: 'client overload (not sent)' });
        continue;
      }
      inFlight += 1;
      pickOp()()
        .catch((error) => console.error(`  bench bug: ${error?.stack ?? error}`))
        .finally(() => (inFlight -= 1));
    }
    await sleep(Math.max(1, Math.min(20, 1000 / rate)));
  }
  const sentFor = (now() - started) / 1000;
  const drainUntil = now() + REQUEST_TIMEOUT_MS + 5000;
  while (inFlight > 0 && now() < drainUntil) await sleep(20);
  return { ...recorder, started, seconds: sentFor, maxLag, sideResult: await side };
}

// ── the server ───────────────────────────────────────────────────────────────────────────────────

/** Kill (SIGTERM), wait for the exit, start again on the same port and DATA_DIR. */
async function restart() {
  const killedAt = now();
  const ended = await state.server.stop(20_000);
  const exitedAt = now();
  try {
    await state.server.start();
  } catch (error) {
    return { killedAt, exitedAt, healthyAt: null, ended, error: String(error) };
  }
  return { killedAt, exitedAt, healthyAt: now(), ended };
}

// ── read-back ────────────────────────────────────────────────────────────────────────────────────

/** Reads each target's stored marker as its candidate; counts acknowledged saves it does not account for. */
async function verifyWrites() {
  const result = { acknowledged: 0, missing: 0, unreadable: 0, foreign: 0, unacknowledgedStored: 0, details: [] };
  const queue = world.targets.filter((t) => t.sent.size > 0);
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      result.acknowledged += target.acked.length;
      let r;
      for (let attempt = 0; attempt < 3; attempt++) {
        r = await send('GET', target.readPath, { jar: target.candidate.jar, wantBody: true });
        if (ok(r)) break;
        await sleep(200);
      }
      if (!ok(r)) {
        result.unreadable += 1;
        result.missing += target.acked.length;
        result.details.push(`${target.label} of ${target.candidate.email}: read failed (${describe(r)})`);
        continue;
      }
      const stored = target.readMarker(json(r));
      const match = typeof stored === 'string' ? /^(.+):(.+):(\d+)$/.exec(stored) : null;
      const storedSeq = match && match[1] === world.runTag && match[2] === target.id ? Number(match[3]) : -1;
      if (stored !== undefined && stored !== null && (storedSeq < 0 || !target.sent.has(storedSeq))) {
        result.foreign += 1;
        result.details.push(`${target.label} of ${target.candidate.email}: holds "${String(stored).slice(0, 80)}", which this run never sent there`);
      }
      const lost = target.acked.filter((a) => a.seq > storedSeq);
      if (lost.length) {
        result.missing += lost.length;
        const newest = lost.at(-1);
        result.details.push(
          `${target.label} of ${target.candidate.email}: holds #${storedSeq}, but ${lost.length} newer save(s) were acknowledged (newest #${newest.seq}, ${newest.phase}, answered at ${(newest.t1 / 1000).toFixed(3)} s)`,
        );
      }
      const lastAcked = target.acked.at(-1)?.seq ?? -1;
      if (storedSeq > lastAcked) result.unacknowledgedStored += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return result;
}

// ── figures ──────────────────────────────────────────────────────────────────────────────────────

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '-');
const int = (v) => Math.round(v).toLocaleString('en-US');

function latencyLine(name, entries) {
  const times = entries.filter((e) => e.status).map((e) => e.t1 - e.t0).sort((a, b) => a - b);
  const errors = entries.filter((e) => e.error).length;
  return `  ${name.padEnd(12)} ${int(entries.length).padStart(9)} requests  p50 ${ms(quantile(times, 0.5)).padStart(9)}  p99 ${ms(quantile(times, 0.99)).padStart(9)}  ${errors ? `${errors} errors` : 'no errors'}`;
}

function countBy(entries) {
  const counts = new Map();
  for (const e of entries) counts.set(`${e.kind}: ${e.error}`, (counts.get(`${e.kind}: ${e.error}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${n} × ${what}`).join(', ');
}

/** Error lines (pino level ≥ 50) of the server's log, to say what went wrong on its side. */
function serverErrors() {
  let text;
  try {
    text = readFileSync(state.server.logPath, 'utf8');
  } catch {
    return [];
  }
  const out = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 50) out.push(`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim());
    } catch {
      if (!/^(Careers site|Demo|\s*$)/.test(line)) out.push(line.slice(0, 200));
    }
  }
  return out;
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────────

export async function benchSoak() {
  if (settings.reportErrors()) return 2;
  const options = {
    what: 'soak',
    folder: 'careers-bench-soak-',
    keep: 'SOAK_KEEP',
    env: ENV,
    beforeStop: () => {
      state.stopping = true;
      agent.destroy();
    },
  };
  return withBenchServer(options, soak);
}

async function soak(server) {
  state.server = server;
  state.port = server.port;
  world.runTag = Date.now().toString(36);

  let t = now();
  await server.start();
  console.log(`\nsoak: server on 127.0.0.1:${state.port} with ${POSITIONS} demo positions, up in ${((now() - t) / 1000).toFixed(1)} s`);
  t = now();
  await prepare();
  console.log(`  ${CANDIDATES} candidates signed up, ${world.targets.length} save targets, ${world.positionIds.length} position ids, in ${((now() - t) / 1000).toFixed(1)} s`);

  // Maximum: warm-up (connections, JIT, caches), a trivial route as the machine's yardstick (shared
  // machines vary 2-5x between hours: compare the ratio), then the mix.
  currentPhase = 'max-rate measurement';
  await closedLoop(2);
  const healthz = await closedLoop(3, async () => record('healthz', await send('GET', '/healthz')));
  const healthzRate = healthz.ops / healthz.seconds;
  const max = await closedLoop(MAX_SECONDS);
  const maxOps = max.ops / max.seconds;
  const maxOk = max.entries.filter((e) => !e.error).length / max.seconds;
  const maxErrors = max.entries.filter((e) => e.error);
  console.log(`  machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores; /healthz alone, ${CONNECTIONS} connections: ${int(healthzRate)} requests/s`);
  console.log(`  maximum of the mix, closed loop, ${CONNECTIONS} connections, ${MAX_SECONDS} s: ${int(maxOps)} operations/s (${int(maxOk)} answered requests/s, ${((maxOps / healthzRate) * 100).toFixed(1)} % of /healthz)${maxErrors.length ? `, ${maxErrors.length} errors: ${countBy(maxErrors)}` : ''}`);
  for (const kind of KIND_ORDER) {
    const ofKind = max.entries.filter((e) => e.kind === kind);
    if (ofKind.length) console.log(`  ${latencyLine(kind, ofKind)}`);
  }
  if (state.stopping) return 130;

  const rate = FIXED_RATE || Math.min(MAX_RATE, Math.max(1, maxOps / 2));
  console.log(`  soak: ${int(rate)} operations/s${FIXED_RATE ? ' (SOAK_RATE)' : ''} open loop for ${SOAK_SECONDS} s, restart at ${SOAK_SECONDS / 2} s …`);
  currentPhase = 'soak';
  const soakRun = await openLoop(rate, SOAK_SECONDS, async () => {
    await sleep((SOAK_SECONDS / 2) * 1000);
    if (state.stopping) return null;
    currentPhase = 'soak, restart window';
    const result = await restart();
    currentPhase = 'soak';
    return result;
  });
  if (state.stopping) return 130;
  const restarted = soakRun.sideResult;
  if (!restarted || restarted.healthyAt === null) {
    console.error(`✖ the server did not come back after the restart: ${restarted?.error ?? 'no restart'}`);
    return 1;
  }

  currentPhase = 'read-back';
  const verified = await verifyWrites();

  // ── report ──
  const { killedAt, exitedAt, healthyAt, ended } = restarted;
  const entries = soakRun.entries;
  const inWindow = (e) => e.t1 >= killedAt && e.t0 <= healthyAt;
  const errors = entries.filter((e) => e.error);
  const errorsIn = errors.filter(inWindow);
  const errorsOut = errors.filter((e) => !inWindow(e));
  const answered = entries.filter((e) => e.status);
  const outside = entries.filter((e) => !inWindow(e));
  const outsideTimes = outside.filter((e) => e.status).map((e) => e.t1 - e.t0).sort((a, b) => a - b);
  const ackSoak = world.targets.reduce((n, target) => n + target.acked.filter((a) => a.phase.startsWith('soak')).length, 0);
  const soakStart = soakRun.started;
  const answeredTimes = answered.map((e) => e.t1 - e.t0).sort((a, b) => a - b);

  console.log(`\nsoak results (${SOAK_SECONDS} s, restart at ${((killedAt - soakStart) / 1000).toFixed(1)} s):`);
  console.log(`  requests             ${int(entries.length)} (${int(soakRun.ops)} operations; ${int(answered.length)} answered)`);
  console.log(`  rate                 target ${int(rate)} operations/s (${FIXED_RATE ? `SOAK_RATE; the maximum was ${int(maxOps)}` : `half of ${int(maxOps)}`}), achieved ${int(soakRun.ops / soakRun.seconds)} operations/s, ${int(entries.length / soakRun.seconds)} requests/s${soakRun.maxLag > 0.05 ? ` (the client fell behind its schedule by up to ${soakRun.maxLag.toFixed(2)} s)` : ''}`);
  console.log(`  restart window       ${((healthyAt - killedAt) / 1000).toFixed(2)} s (SIGTERM → exit ${((exitedAt - killedAt) / 1000).toFixed(2)} s${ended.forced ? ', FORCED with SIGKILL' : `, exit code ${ended.code ?? ended.signal}`}; exit → healthy ${((healthyAt - exitedAt) / 1000).toFixed(2)} s)`);
  console.log(`  errors in window     ${errorsIn.length}${errorsIn.length ? `: ${countBy(errorsIn)}` : ''}`);
  console.log(`  errors outside       ${errorsOut.length}${errorsOut.length ? `: ${countBy(errorsOut)}` : ''}`);
  for (const e of errorsOut.slice(0, 10)) {
    console.log(`    ${e.kind} sent at ${((e.t0 - soakStart) / 1000).toFixed(2)} s (${((e.t0 - killedAt) / 1000).toFixed(2)} s from the kill), ${e.error} after ${ms(e.t1 - e.t0)}`);
  }
  console.log(`  latency              p50 ${ms(quantile(answeredTimes, 0.5))}, p99 ${ms(quantile(answeredTimes, 0.99))} (outside the window: p50 ${ms(quantile(outsideTimes, 0.5))}, p99 ${ms(quantile(outsideTimes, 0.99))})`);
  for (const kind of KIND_ORDER) {
    const ofKind = entries.filter((e) => e.kind === kind);
    if (ofKind.length) console.log(latencyLine(kind, ofKind));
  }
  if (soakRun.skipped) console.log(`  ${soakRun.skipped} operations not sent: ${MAX_IN_FLIGHT} were already in flight`);
  console.log(`  acknowledged writes  ${int(verified.acknowledged)} (${int(ackSoak)} during the soak, the rest while measuring the maximum), on ${world.targets.filter((t) => t.sent.size).length} targets`);
  console.log(`  missing writes       ${verified.missing}${verified.unreadable ? ` (${verified.unreadable} targets could not be read)` : ''}`);
  if (verified.unacknowledgedStored) console.log(`  ${verified.unacknowledgedStored} targets hold a save whose answer was lost (stored, not acknowledged: not a loss)`);
  if (verified.foreign) console.log(`  ${verified.foreign} targets hold a value this run never sent there`);
  for (const line of verified.details.slice(0, 10)) console.log(`    ${line}`);
  const logged = serverErrors();
  if (logged.length) {
    console.log(`  server log: ${logged.length} error lines, e.g.`);
    for (const line of [...new Set(logged)].slice(0, 5)) console.log(`    ${line.slice(0, 240)}`);
  }

  const errorsOk = errorsOut.length === 0;
  const writesOk = verified.missing === 0 && verified.foreign === 0;
  console.log(`  machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
  console.log(`\n  errors outside the restart window: ${errorsOut.length} (goal 0: ${errorsOk ? 'OK' : 'MISSED'})`);
  console.log(`  lost acknowledged writes: ${verified.missing} of ${verified.acknowledged} (goal 0: ${writesOk ? 'OK' : 'MISSED'})`);
  return errorsOk && writesOk ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pnpm, prefix] = (await import('./lib.mjs')).pnpmCommand();
  if ((await run(pnpm, [...prefix, '--filter', '@careers/server', 'build'])) !== 0) process.exit(1);
  process.exit(await benchSoak());
}
