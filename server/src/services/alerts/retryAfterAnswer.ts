/** How often a subscription stored after its answer is tried, and the waits between tries. */
const STORE_RETRY_DELAYS_MS = [1000, 4000] as const;

/**
 * Runs `work`, trying again after each of `delays` when it fails (a database busy with another
 * process's write, a restarting PostgreSQL): the visitor already has the answer 'Check your inbox',
 * so a passing failure must not lose the subscription. The last failure goes to `onError`.
 */
export function retryAfterAnswer(work: () => Promise<unknown>, onError: (error: unknown, tries: number) => void, delays: readonly number[] = STORE_RETRY_DELAYS_MS): Promise<void> {
  return new Promise((resolve) => {
    const attempt = (tries: number) => {
      work().then(
        () => resolve(),
        (error: unknown) => {
          const wait = delays[tries - 1];
          if (wait === undefined) {
            onError(error, tries);
            resolve();
            return;
          }
          setTimeout(() => attempt(tries + 1), wait).unref();
        },
      );
    };
    attempt(1);
  });
}
