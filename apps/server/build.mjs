// Bundles the server and the command line into dist/ (or the folder given as argument) for `npm start`:
// node then loads a few plain ESM files instead of compiling hundreds of TypeScript files through tsx at every
// start (docs/budgets.md). `node build.mjs [outdir]`. The bench bundles its floor with the same function.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;

// The workspace packages are TypeScript source (ARCHITECTURE.md): they go into the bundle. Every other package stays
// an import of node_modules, resolved at run time like under tsx, which is why outdir must stay inside the
// repository (and under apps/server, where src/paths.ts finds the migrations and the web app).
const WORKSPACE_SOURCE = /^@carnet\//;

// Where Node finds a bare import of the bundle at run time: from apps/server/dist up, so apps/server's own
// node_modules, then the root's.
const RUNTIME_MODULES = [
  path.join(serverRoot, 'node_modules'),
  path.join(serverRoot, '..', '..', 'node_modules'),
].map((folder) => folder + path.sep);

// A dependency npm could not hoist sits in its workspace package's own node_modules (packages/importers holds
// fast-xml-parser 5 while the root holds the 3 a dev tool wants): the bundle would load the root's at run time, so
// such a dependency is bundled from where the package's source finds it.
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (WORKSPACE_SOURCE.test(args.path) || path.isAbsolute(args.path) || args.pluginData?.asIs)
        return undefined;
      const found = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { asIs: true },
      });
      const isFoundAtRunTime =
        found.errors.length > 0 ||
        found.external ||
        RUNTIME_MODULES.some((folder) => found.path.startsWith(folder));
      return isFoundAtRunTime ? { external: true } : { path: found.path };
    });
  },
};

/**
 * Empties `outdir`, then bundles each entry point (relative to apps/server, or absolute) into `<name>.mjs` there.
 * @param {string[]} entryPoints
 * @param {string} outdir
 * @returns {Promise<void>}
 */
export async function bundleForNode(entryPoints, outdir) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Lazy import()s (sharp, file-type, the S3 SDK, the demo) stay lazy: each becomes a chunk loaded on first use.
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    plugins: [keepPackagesExternal],
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = path.resolve(process.argv[2] ?? path.join(serverRoot, 'dist'));
  // Each worker thread is its own entry, started from the build by workers/job-runner.ts: the challenge
  // simulation and the import's file reading.
  await bundleForNode(
    [
      'src/server.ts',
      'src/cli.ts',
      'src/features/challenge/simulation-worker.ts',
      'src/features/imports/import-worker.ts',
    ],
    outdir,
  );
}
