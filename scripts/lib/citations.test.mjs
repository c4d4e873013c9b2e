import { describe, expect, it } from 'vitest';
import {
  headingAnchors,
  headingSlug,
  markdownLinks,
  markdownReferences,
  outsideCitations,
  referenceProblem,
} from './citations.mjs';

const DOC = `# Challenges

## Daily loss

## Glossary (code ↔ interface)

## \`trades.csv\` and [its reader](x.md)

## Réouverture d’une opération

\`\`\`
## Not a heading
\`\`\`

## Daily loss
`;

describe('markdownReferences', () => {
  it('finds repository paths to Markdown files in comments, with their anchor and line', () => {
    const source = [
      '// docs/rules/challenges.md#daily-loss: the basis names the balance.',
      ' * see apps/server/src/backup/README.md and ARCHITECTURE.md#layers.',
      '/** (docs/api.md) */',
    ].join('\n');
    expect(markdownReferences(source)).toEqual([
      { path: 'docs/rules/challenges.md', anchor: 'daily-loss', line: 1 },
      { path: 'apps/server/src/backup/README.md', anchor: null, line: 2 },
      { path: 'ARCHITECTURE.md', anchor: 'layers', line: 2 },
      { path: 'docs/api.md', anchor: null, line: 3 },
    ]);
  });

  it('leaves out addresses and paths relative to another folder', () => {
    const source = '// https://example.org/docs/guide.md#x, see backup/README.md and ../docs/a.md';
    expect(markdownReferences(source)).toEqual([]);
  });
});

describe('headings', () => {
  it('slugs headings as GitHub does', () => {
    expect(headingSlug('Daily loss')).toBe('daily-loss');
    expect(headingSlug('Glossary (code ↔ interface)')).toBe('glossary-code--interface');
    expect(headingSlug('`trades.csv` and [its reader](x.md)')).toBe('tradescsv-and-its-reader');
    expect(headingSlug('Réouverture d’une opération')).toBe('réouverture-dune-opération');
  });

  it('numbers repeated headings and skips fenced code', () => {
    expect([...headingAnchors(DOC)]).toEqual([
      'challenges',
      'daily-loss',
      'glossary-code--interface',
      'tradescsv-and-its-reader',
      'réouverture-dune-opération',
      'daily-loss-1',
    ]);
  });
});

describe('referenceProblem', () => {
  const files = { 'docs/rules/challenges.md': DOC };
  const read = (file) => files[file] ?? null;

  it('accepts an existing file, with or without one of its anchors', () => {
    expect(referenceProblem({ path: 'docs/rules/challenges.md', anchor: null }, read)).toBeNull();
    expect(referenceProblem({ path: 'docs/rules/challenges.md', anchor: 'daily-loss-1' }, read)).toBeNull();
  });

  it('names a missing file and an anchor that is no heading', () => {
    expect(referenceProblem({ path: 'docs/rules/challenge.md', anchor: null }, read)).toBe(
      "docs/rules/challenge.md n'existe pas",
    );
    expect(referenceProblem({ path: 'docs/rules/challenges.md', anchor: 'not-a-heading' }, read)).toBe(
      "docs/rules/challenges.md n'a pas de titre #not-a-heading",
    );
  });
});

describe('markdownLinks', () => {
  it('finds relative links to Markdown files and to the file’s own headings, not addresses or images', () => {
    const markdown = [
      'See [money](money.md), [errors](../api.md#errors) and [below](#daily-loss).',
      'Not [the site](https://example.org/a.md), nor ![a chart](chart.png).',
    ].join('\n');
    expect(markdownLinks(markdown)).toEqual([
      { target: 'money.md', anchor: null, line: 1 },
      { target: '../api.md', anchor: 'errors', line: 1 },
      { target: '', anchor: 'daily-loss', line: 1 },
    ]);
  });
});

describe('outsideCitations', () => {
  it('finds DESIGN and SPEC sections, their files and issue numbers, in text order', () => {
    const source = [
      '// DESIGN §10: exits (SPEC §8), see SPEC.md',
      "it('refuses bad trades with SPEC’s messages (issue 13)', …); // Issue 5, DESIGN § 6.2",
    ].join('\n');
    expect(outsideCitations(source)).toEqual([
      { text: 'DESIGN §10', line: 1 },
      { text: 'SPEC §8', line: 1 },
      { text: 'SPEC.md', line: 1 },
      { text: 'SPEC', line: 2 },
      { text: 'issue 13', line: 2 },
      { text: 'Issue 5', line: 2 },
      { text: 'DESIGN § 6.2', line: 2 },
    ]);
  });

  it('leaves ordinary words and identifiers alone', () => {
    expect(
      outsideCitations('// the design of a spec; tissue 5; SPEC_PAGE_SIZE; an issue with 3 trades'),
    ).toEqual([]);
  });
});
