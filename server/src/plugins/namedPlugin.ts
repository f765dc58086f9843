const displayName = Symbol.for('fastify.display-name');

/**
 * Gives a plugin function the display name Fastify reads first (its function name), and returns it.
 * Without one, Fastify looks for the plugin among the exports of every module in `require.cache`
 * before it falls back to the function's name: a scan of the whole module registry under jest, about
 * 70 ms per test app for our route areas. fastify-plugin would name it too, but also lifts its
 * hooks and decorations out of their encapsulation, which route areas must keep.
 */
export function namedPlugin<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  if (!plugin.name) throw new Error('A plugin registered through namedPlugin needs a function name.');
  (plugin as unknown as Record<symbol, string>)[displayName] = plugin.name;
  return plugin;
}
