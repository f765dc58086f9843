// HTTP load for `pnpm bench search`: keep-alive GETs, one at a time or from a number of closed loops.
import http from 'node:http';
import zlib from 'node:zlib';

/** What Chromium sends: every request of the bench does, unless told otherwise (`acceptEncoding: null`). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const DECODERS = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync, zstd: zlib.zstdDecompressSync };

/** The value at quantile `q` of ascending `sorted` (the slowest of 20 is their p99). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * A client of one server on 127.0.0.1 with up to `connections` keep-alive connections. `sent` counts the
 * requests it made (the bench divides the server's log lines by it); `close()` drops its connections.
 */
export function httpLoad(port, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const load = { sent: 0 };

  /**
   * One GET with `acceptEncoding` (a browser's by default; null sends none); resolves once the body is read
   * with the status, the bytes received (as sent: compressed if it was) and, when `keepBody`, the body
   * text, decoded. Timed runs do not decode: a browser does it off the server's clock.
   */
  load.get = (path, { keepBody = false, acceptEncoding = BROWSER_ACCEPT_ENCODING } = {}) =>
    new Promise((resolve, reject) => {
      load.sent += 1;
      const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        const chunks = [];
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (keepBody) chunks.push(chunk);
        });
        res.on('end', () => {
          const encoding = res.headers['content-encoding'];
          const raw = keepBody ? Buffer.concat(chunks) : null;
          const body = raw === null ? '' : (encoding && DECODERS[encoding] ? DECODERS[encoding](raw) : raw).toString('utf8');
          resolve({ status: res.statusCode, bytes, body });
        });
      });
      req.on('error', reject);
    });

  /** One GET timed: milliseconds and whether it answered 200. */
  load.time = async (path) => {
    const t0 = performance.now();
    const { status } = await load.get(path);
    return { ms: performance.now() - t0, ok: status === 200 };
  };

  /**
   * `connections` loops, each sending its next request as soon as the last one answered, for `seconds`;
   * `bytes` is the mean body size received (compressed when the server compressed it).
   */
  load.drive = async (paths, seconds, { acceptEncoding = BROWSER_ACCEPT_ENCODING } = {}) => {
    const latencies = [];
    let errors = 0;
    let bytes = 0;
    let next = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const path = paths[next++ % paths.length];
          const t0 = performance.now();
          const status = await load.get(path, { acceptEncoding }).then(
            (r) => {
              bytes += r.bytes;
              return r.status;
            },
            () => 0,
          );
          latencies.push(performance.now() - t0);
          if (status !== 200) errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), bytes: bytes / Math.max(1, latencies.length) };
  };

  load.close = () => agent.destroy();
  return load;
}
