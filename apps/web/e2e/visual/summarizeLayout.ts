// Runs in the page: a compact, reviewable summary of what a visitor sees — every landmark, heading, picture, control
// and paragraph of the page as "kind|text|x,y,w,h" (text cut to 32 characters, boxes in CSS pixels of the full page).
// Left out: the fixed navigation bar (its place depends on the scroll position; layout.test.ts checks it), the digits
// of timers (they change every second) and the Tool's working area (being reworked; only its frame is compared).
export function summarizeLayout(): string[] {
  const lines: string[] = [];
  const selector = [
    'main',
    'footer',
    'main section[id]',
    'h1',
    'h2',
    'h3',
    'main p',
    'img',
    'svg[role="img"]',
    'video',
    'main button',
    'main a[href]',
    'main input',
    'main textarea',
    'table',
    '[role="timer"]',
  ].join(', ');
  const scrollY = window.scrollY;
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('.tool-main')) continue;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
    const kind = el.tagName.toLowerCase() === 'svg' ? 'svg' : el.tagName.toLowerCase();
    const timer = el.closest('[role="timer"]');
    const raw = timer ? (el === timer ? 'timer' : '') : (el.getAttribute('aria-label') ?? el.textContent ?? '');
    const text = raw.replace(/\s+/g, ' ').trim().slice(0, 32).replace(/\|/g, '/');
    const box = [rect.left, rect.top + scrollY, rect.width, rect.height].map((n) => Math.round(n)).join(',');
    lines.push(`${kind}|${text}|${box}`);
  }
  return lines;
}
