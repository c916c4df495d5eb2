import { describe, expect, it } from 'vitest';
import * as ui from './index';

// The names apps/web imports from '@fanout/ui'; renaming one breaks the site.
const components = [
  'Button',
  'LinkButton',
  'Container',
  'Section',
  'NavBar',
  'Modal',
  'VideoModal',
  'Accordion',
  'PricingToggle',
  'PricingCard',
  'Countdown',
  'Counter',
  'Carousel',
  'Breadcrumb',
  'Alert',
  'BlogCard',
  'TeamCard',
  'ReviewCard',
  'ServiceCard',
  'StatCard',
  'Input',
  'Textarea',
  'Checkbox',
  'BackToTop',
  'SkillBar',
  'Pagination',
  'TagCloud',
  'SocialButtons',
  'StoreBadge',
] as const;

describe('@fanout/ui public API', () => {
  it.each(components)('exports the %s component', (name) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test of the names, not shipped code
    expect(typeof ui[name]).toBe('function');
  });

  it('exports the formatters', () => {
    expect(ui.formatRelativeTime(0, 'en', 5000)).toBe('5 seconds ago');
    expect(ui.mediaKind('a.mp3')).toBe('audio');
    expect(ui.formatCompactNumber(21023)).toBe('21K');
  });

  it('exports the constants the site shares with the components', () => {
    expect(ui.BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 991, xl: 1200 });
    expect(ui.COUNTER_DURATION_MS).toBe(2000);
    expect(ui.ACCORDION_DURATION_MS).toBe(300);
    expect(ui.CAROUSEL_PRESETS.screenshots.perView).toEqual({ 0: 1, 768: 3, 991: 4 });
  });
});
