export interface ResourcesQuietOptions {
  /** How long no new resource may start for the page to count as done loading. */
  quietMs?: number;
  /** The longest wait: a page that keeps loading (a poll) is taken as it is then. */
  timeoutMs?: number;
  /** The page's Resource Timing (tests pass their own). */
  observe?: (onEntry: () => void) => () => void;
}

const observeResources = (onEntry: () => void) => {
  const observer = new PerformanceObserver(() => onEntry());
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};

/**
 * Resolves once the page has started no new download for `quietMs` (or after `timeoutMs`): its remote's lazy chunks
 * come after the remote is mounted, and the script cache should know them all.
 */
export function whenResourcesQuiet({ quietMs = 1000, timeoutMs = 10_000, observe = observeResources }: ResourcesQuietOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let stop: () => void = () => undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      stop();
      resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const limit = setTimeout(done, timeoutMs);
    stop = observe(restart);
    restart();
  });
}
