/**
 * Comments cite the product's rules and the design by file and anchor (docs/architecture.md#citations).
 * Every citation in the code must name a file of this repository and an anchor that file has, so a
 * renamed section or a moved file cannot leave comments pointing nowhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CITATION = /docs\/[\w./-]+\.md(?:#[\w-]+)?/g;

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const ids = [...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]!);
  // Markdown headings make anchors too (GitHub's rule: lower case, spaces to hyphens, punctuation dropped).
  const headings = [...text.matchAll(/^#+\s+(.+)$/gm)].map((m) =>
    m[1]!
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s/g, '-'),
  );
  return new Set([...ids, ...headings]);
}

describe('citations of docs/ in the code', () => {
  const files = execFileSync('git', ['ls-files', 'server', 'src', 'sw', 'domain', 'scripts', 'tests'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && existsSync(f));
  const citations = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CITATION)].map((m) => ({ file, cited: m[0] })));

  it('finds the citations (the pattern still matches how comments cite)', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('every cited file exists and has the cited anchor', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = citations.filter(({ cited }) => {
      const [doc, anchor] = cited.split('#') as [string, string | undefined];
      if (!existsSync(doc)) return true;
      if (!anchor) return false;
      if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
      return !anchors.get(doc)!.has(anchor);
    });
    expect(broken.map(({ file, cited }) => `${file}: ${cited}`)).toEqual([]);
  });
});
