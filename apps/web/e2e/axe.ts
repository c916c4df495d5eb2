// axe-core in the page: injected from the installed package (no network), run on the whole document, and the
// serious or critical violations summarised as readable lines (rule, impact, target, first failure reason).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe on the current document and returns every violation of impact serious or critical. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const findings = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? 'unknown',
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').split('\n').slice(0, 2).join(' ').slice(0, 200),
      })),
    );
  });
  if (process.env.A11Y_VERBOSE) for (const f of findings) console.log(`${f.impact} ${f.rule} ${f.target} ${f.summary}`);
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}

/** One line per violation, for a failure message that says where to look. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where} · ${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`);
}
