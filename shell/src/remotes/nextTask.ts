/**
 * Resolves in a later browser task, so the work after it does not add to the current one (issue 27: at start,
 * long tasks on a phone block taps). `scheduler.yield()` where the browser has it (it resumes ahead of other
 * queued work), else a MessageChannel message (setTimeout(0) is clamped to 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
