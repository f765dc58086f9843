// HTTP load for `pnpm bench search`: keep-alive GETs, one at a time or from a number of closed loops.
import http from 'node:http';

/** The value at quantile `q` of ascending `sorted` (the slowest of 20 is their p99). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * A client of one server on 127.0.0.1 with up to `connections` keep-alive connections. `sent` counts the
 * requests it made (the bench divides the server's log lines by it); `close()` drops its connections.
 */
export function httpLoad(port, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const load = { sent: 0 };

  /** One GET; resolves with the status and, when `keepBody`, the body text, once the body is read. */
  load.get = (path, { keepBody = false } = {}) =>
    new Promise((resolve, reject) => {
      load.sent += 1;
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => keepBody && chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: keepBody ? Buffer.concat(chunks).toString('utf8') : '' }));
      });
      req.on('error', reject);
    });

  /** One GET timed: milliseconds and whether it answered 200. */
  load.time = async (path) => {
    const t0 = performance.now();
    const { status } = await load.get(path);
    return { ms: performance.now() - t0, ok: status === 200 };
  };

  /** `connections` loops, each sending its next request as soon as the last one answered, for `seconds`. */
  load.drive = async (paths, seconds) => {
    const latencies = [];
    let errors = 0;
    let next = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const path = paths[next++ % paths.length];
          const t0 = performance.now();
          const status = await load.get(path).then((r) => r.status, () => 0);
          latencies.push(performance.now() - t0);
          if (status !== 200) errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
  };

  load.close = () => agent.destroy();
  return load;
}
