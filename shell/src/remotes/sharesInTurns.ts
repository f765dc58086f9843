import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

/**
 * A federation runtime plugin (registered for every remote's instance): each shared module a remote asks for is
 * resolved in a browser task of its own. A remote's start asks for its shared modules all at once (React, emotion,
 * swr, the workspace's own parts: ~25 on the search page), and the runtime's work for each (a version range parsed
 * by a dozen fresh regular expressions, the remote's own copy's chunk added to the page) ran in the one task that
 * evaluated the remote's expose: 180–270 ms at 4x CPU on the search page (issue 27, Total Blocking Time). Yielding
 * first cuts it into pieces of a few ms that a tap can come between; `scheduler.yield()` resumes them ahead of other
 * queued work, so the remote starts no later.
 * @example registerGlobalPlugins([sharesInTurns()]);
 */
export function sharesInTurns(yieldToBrowser: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  return {
    name: 'careers-shares-in-turns',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
