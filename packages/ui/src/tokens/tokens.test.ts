// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './BREAKPOINTS';
import { contrastRatio } from './contrastRatio';

const tokensCss = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(tokensCss);
  if (!match?.[1]) throw new Error(`token --${name} is not a #rrggbb colour`);
  return match[1];
}

// Every text/background pair the components use, as [text token or colour, background token or colour].
const pairs: [string, string][] = [
  ['color-text', 'color-card'],
  ['color-text', 'color-surface'],
  ['color-text-muted', 'color-card'],
  ['color-text-muted', 'color-surface'],
  ['color-accent-strong', 'color-card'],
  ['color-accent-strong', 'color-surface'],
  ['color-accent-strong', 'color-accent-soft'],
  ['color-on-accent', 'color-accent-strong'],
  ['color-on-accent', '#4f46e5'],
  ['color-on-hero', 'color-hero'],
  ['color-on-hero', 'color-hero-2'],
  ['color-on-hero-muted', 'color-hero'],
  ['color-accent-2', 'color-hero'],
  ['color-success', 'color-success-soft'],
  ['color-danger', 'color-danger-soft'],
  ['color-danger', 'color-card'],
  ['#6b7391', 'color-card'],
];

const colour = (ref: string) => (ref.startsWith('#') ? ref : token(ref));

describe('design tokens', () => {
  it('contrastRatio matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(pairs)('%s on %s meets WCAG AA for body text (4.5:1)', (text, background) => {
    expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the documented breakpoints in step with BREAKPOINTS', () => {
    for (const [name, px] of Object.entries(BREAKPOINTS)) {
      expect(tokensCss).toContain(`--breakpoint-${name}: ${px}px;`);
    }
  });

  it('turns motion off under prefers-reduced-motion', () => {
    expect(tokensCss).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{\s*:root\s*{[^}]*--duration-slow: 0ms/);
  });
});
