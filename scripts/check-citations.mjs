// npm run check: the repository documents itself (docs/README.md). Every Markdown path a source or Markdown file
// names from the repository's root (`docs/rules/challenges.md#daily-loss`, `apps/server/src/backup/README.md`)
// must exist, and its #anchor must be one of its headings; every relative link between Markdown files too. A
// source file may not cite a document outside the repository (the product's design or specification by their
// capitalised names, an issue number): a future maintainer has only the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  markdownLinks,
  markdownReferences,
  outsideCitations,
  referenceProblem,
  SOURCE_EXTENSIONS,
  SOURCE_FOLDERS,
} from './lib/citations.mjs';

// The files that state the rule: they name the citations they forbid.
const RULE_FILES = new Set([
  'scripts/check-citations.mjs',
  'scripts/lib/citations.mjs',
  'scripts/lib/citations.test.mjs',
]);

const root = path.resolve(import.meta.dirname, '..');

/** The repository's files (tracked, and new ones not ignored), paths with `/`. */
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(root, file)));

const markdownCache = new Map();
/** A Markdown file of the repository by its path from the root; null when there is none. */
function readMarkdown(file) {
  const normal = path.posix.normalize(file);
  if (!markdownCache.has(normal)) {
    const full = path.join(root, normal);
    const inside = !normal.startsWith('../') && existsSync(full);
    markdownCache.set(normal, inside ? readFileSync(full, 'utf8') : null);
  }
  return markdownCache.get(normal);
}

const problems = [];
let checked = 0;

const sources = repositoryFiles.filter(
  (file) =>
    SOURCE_FOLDERS.includes(file.split('/')[0]) &&
    SOURCE_EXTENSIONS.includes(path.extname(file)) &&
    !RULE_FILES.has(file),
);
for (const file of sources) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const reference of markdownReferences(text)) {
    checked += 1;
    const problem = referenceProblem(reference, readMarkdown);
    if (problem !== null) problems.push(`${file}:${reference.line}: ${problem}`);
  }
  for (const citation of outsideCitations(text)) {
    problems.push(
      `${file}:${citation.line}: « ${citation.text} » cite un document hors du dépôt : citez docs/…`,
    );
  }
}

// Markdown files: their repository paths as the sources write them, and their relative links.
for (const file of repositoryFiles.filter((candidate) => candidate.endsWith('.md'))) {
  const folder = path.posix.dirname(file);
  const markdown = readMarkdown(file) ?? '';
  for (const reference of markdownReferences(markdown)) {
    checked += 1;
    const problem = referenceProblem(reference, readMarkdown);
    if (problem !== null) problems.push(`${file}:${reference.line}: ${problem}`);
  }
  for (const link of markdownLinks(markdown)) {
    checked += 1;
    const target = link.target === '' ? file : path.posix.join(folder, link.target);
    const problem = referenceProblem({ path: target, anchor: link.anchor }, readMarkdown);
    if (problem !== null) problems.push(`${file}:${link.line}: ${problem}`);
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `Citations (liens et citations hors du dépôt) : ${checked} liens vérifiés, ${problems.length} problème(s).`,
);
process.exit(problems.length > 0 ? 1 : 0);
