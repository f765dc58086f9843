// Imported first by the server and the seed CLI. better-sqlite3 13 needs Node-API 10 (Node 22.14 and later):
// on an older Node it crashes without a word (segmentation fault), so say why instead. The minimum is
// package.json's engines.node (scripts/nodeRuntime.test.mjs checks that the two agree).
const MINIMUM_NODE = '22.19.0';

const rank = (version: string): number => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major * 1000 + minor;
};
if (rank(process.versions.node) < rank(MINIMUM_NODE)) {
  console.error(
    `The careers server needs Node.js ${MINIMUM_NODE} or later (it is tested on Node 24 LTS), but this is Node ${process.versions.node}: start it with npm start, which brings Node 24 along, or install Node 24 LTS.`,
  );
  process.exit(1);
}

export {};
