// The Safe App manifest Safe{Wallet} reads to list the Tool as a custom app: its three fields, and an icon the site
// really serves (a missing icon leaves the app unlisted).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PUBLIC = join(__dirname, '../../../../public');

describe('Safe App manifest (public/manifest.json)', () => {
  it('names the app, describes it and points at an icon the site serves', () => {
    const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.name).toBe('Fanout');
    expect(String(manifest.description).length).toBeGreaterThan(20);
    expect(typeof manifest.iconPath).toBe('string');
    expect(existsSync(join(PUBLIC, String(manifest.iconPath)))).toBe(true);
  });
});
