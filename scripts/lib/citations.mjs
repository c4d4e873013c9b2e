// What scripts/check-citations.mjs checks, as pure functions of file texts: the repository documents itself, so a
// citation in code names a Markdown file of the repository (and a heading of it), never a document outside it.

/** The folders whose source files are checked, and the kinds of files read there. */
export const SOURCE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'test'];
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.css', '.html', '.sql'];

// A repository path to a Markdown file, from the repository's root (docs/…, apps/…/README.md, ARCHITECTURE.md…),
// with an optional #anchor. Not preceded by a path character, so `https://x.org/docs/a.md` and
// `backup/README.md` (relative to the comment's folder) are not taken for repository paths.
const REFERENCE =
  /(?<![\w./-])((?:docs|apps|packages|e2e|bench|scripts|test)\/[\w./-]*?\.md|ARCHITECTURE\.md|README\.md)(?![\w/-])(?:#([\p{L}\p{N}_-]+))?/gu;

/** Every Markdown reference of a source text: `{path, anchor, line}` (anchor null when none). */
export function markdownReferences(text) {
  const references = [];
  for (const match of text.matchAll(REFERENCE)) {
    references.push({ path: match[1], anchor: match[2] ?? null, line: lineOf(text, match.index) });
  }
  return references;
}

// Citations of documents that are not in the repository: the product's DESIGN and SPEC beside it (their names in
// capitals: `design` and `spec` are ordinary words), and issue numbers of a tracker a reader of the code cannot see.
const OUTSIDE_CITATIONS = [/\b(?:DESIGN|SPEC)\b(?:\s*§\s*\d+(?:\.\d+)*|\.md\b)?/g, /\bissues?\s+#?\d+/gi];

/** Every citation of a document outside the repository in a source text: `{text, line}`, in text order. */
export function outsideCitations(text) {
  const citations = [];
  for (const pattern of OUTSIDE_CITATIONS) {
    for (const match of text.matchAll(pattern)) citations.push({ text: match[0], index: match.index });
  }
  return citations
    .sort((a, b) => a.index - b.index)
    .map((citation) => ({ text: citation.text, line: lineOf(text, citation.index) }));
}

function lineOf(text, index) {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/**
 * GitHub's anchor of a heading: inline code marks and link targets dropped, lower case, every character that is
 * not a letter, a digit, a space, `_` or `-` removed, spaces turned into `-`.
 */
export function headingSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (ATX `#` headings outside fenced code), repeated ones numbered. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

// A relative link of a Markdown file: `[text](../api.md#errors)`, `[text](money.md)`, `[text](#outcome)`.
const MARKDOWN_LINK = /\]\((?![a-z][\w+.-]*:)([^)\s#]*)(?:#([^)\s]+))?\)/gi;

/** The relative links of a Markdown text to Markdown files or to its own headings: `{target, anchor, line}`. */
export function markdownLinks(markdown) {
  const links = [];
  for (const match of markdown.matchAll(MARKDOWN_LINK)) {
    const target = match[1] ?? '';
    if (target !== '' && !target.endsWith('.md')) continue;
    links.push({ target, anchor: match[2] ?? null, line: lineOf(markdown, match.index) });
  }
  return links;
}

/**
 * The problems of one reference, given a way to read a repository file (null when it does not exist): a missing
 * file, or an anchor that is none of its headings.
 */
export function referenceProblem(reference, readMarkdown) {
  const markdown = readMarkdown(reference.path);
  if (markdown === null) return `${reference.path} n'existe pas`;
  if (reference.anchor !== null && !headingAnchors(markdown).has(reference.anchor)) {
    return `${reference.path} n'a pas de titre #${reference.anchor}`;
  }
  return null;
}
