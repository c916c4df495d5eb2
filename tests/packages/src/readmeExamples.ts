// The code examples of a README: every fenced block marked ts, typescript, js or javascript. Shell blocks and
// unmarked blocks (file trees, formulas) are not code to run.
export type ReadmeExample = { index: number; line: number; lang: 'ts' | 'js'; code: string };

export function readmeExamples(markdown: string): ReadmeExample[] {
  const examples: ReadmeExample[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)\s*$/.exec(lines[i] as string);
    if (!open) continue;
    const fence = (open[1] as string).toLowerCase();
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !(lines[i] as string).startsWith('```'); i++) body.push(lines[i] as string);
    const lang =
      fence === 'ts' || fence === 'typescript' ? 'ts' : fence === 'js' || fence === 'javascript' ? 'js' : null;
    if (lang) examples.push({ index: examples.length + 1, line: start + 1, lang, code: body.join('\n') });
  }
  return examples;
}
