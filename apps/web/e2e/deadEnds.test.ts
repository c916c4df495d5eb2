// No dead ends for a visitor: addresses without `#`, unknown paths, the favicon, and the API's own JSON errors.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();

describe('addresses typed without #', () => {
  it.each([
    ['/tool', '/#/tool'],
    ['/contact-us', '/#/contact-us'],
    ['/index-4', '/#/index-4'],
    ['/blog-grid/', '/#/blog-grid'],
    ['/pricing', '/#/pricing'],
  ])('%s opens %s', async (path, target) => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}${path}`);
      const route = target.slice(2);
      await page.locator(`main[data-route="${route}"] h1`).first().waitFor({ state: 'visible', timeout: 10_000 });
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
      expect(await page.locator('body').textContent()).not.toContain('Sorry, something went wrong');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("any other path shows the site's own 404 page (status 404), whose links work", async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      const response = await page.goto(`${fixture.site.baseUrl}/no-such/page`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/text\/html/);
      await page.getByRole('heading', { name: '404' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('body').textContent()).toContain('Sorry, something went wrong');
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/#/404');
      await page.getByRole('link', { name: 'Go to Homepage' }).click();
      await page.locator('main[data-route="/"] h1').waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});

describe('files and API paths', () => {
  it('serves a favicon at /favicon.ico', async () => {
    const response = await fetch(`${fixture.site.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO header: reserved 0, type 1.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('/api and /php paths keep their JSON errors', async () => {
    for (const path of ['/api/no-such-thing', '/php/no-such-form.php']) {
      const response = await fetch(`${fixture.site.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ errno: 404 });
    }
  });
});

describe('contact map', () => {
  it('is a picture drawn by the site with a link for directions, not a frame that a firewall blanks', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, { language: 'chs' });
    try {
      // Nothing from another origin may be needed to see the map.
      await context.route(
        (url) => url.origin !== new URL(fixture.site.baseUrl).origin,
        (route) => route.abort(),
      );
      await page.goto(`${fixture.site.baseUrl}/#/contact-us`);
      const map = page.getByRole('img', { name: '社区服务台地图' });
      await map.waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      const box = await map.boundingBox();
      expect(box?.height).toBeGreaterThan(150);
      expect(await map.textContent()).toContain('Torstraße 1 号');
      const link = page.getByRole('link', { name: /OpenStreetMap/ });
      expect(await link.getAttribute('href')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=52\.\d+&mlon=13\.\d+/,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Each language's tour: the button that opens it and the start of its first caption cue. */
const TOURS = [
  { language: 'en', button: 'Watch the 16-second tour', firstCue: 'Paste or drop your list' },
  { language: 'chs', button: '16 秒看懂批量转账', firstCue: '粘贴或拖入名单' },
] as const;

describe('promo video', () => {
  it.each(TOURS)('plays the 16-second tour filmed from the Tool in $language, with captions in it', async (tour) => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
      language: tour.language,
    });
    try {
      // The video is not fetched with the page, only when its button is pressed.
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (/\/tour\.\w+\.webm$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
      });
      await page.goto(`${fixture.site.baseUrl}/#/index-6`);
      const button = page.getByRole('button', { name: tour.button }).first();
      await button.waitFor();
      expect(fetched).toEqual([]);
      await button.click();
      const video = page.getByRole('dialog').locator('video');
      expect(await video.getAttribute('src')).toBe(`/tour.${tour.language}.webm`);
      // It plays (the modal autoplays it) and its length is known from the start: about 16 s.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.5);
      const facts = await video.evaluate((element: HTMLVideoElement) => ({
        duration: element.duration,
        width: element.videoWidth,
        height: element.videoHeight,
      }));
      expect(facts.duration).toBeGreaterThan(15.5);
      expect(facts.duration).toBeLessThan(17);
      expect([facts.width, facts.height]).toEqual([960, 540]);
      // One moment of each scene: the Tool's light page with text on it (many colours), not the drawing the tour
      // used to be (dark navy around a white card, 640×360).
      const frames = await video.evaluate(async (element: HTMLVideoElement) => {
        element.pause();
        const canvas = document.createElement('canvas');
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        const g = canvas.getContext('2d', { willReadFrequently: true });
        if (!g) return [];
        const seen = [];
        for (const time of [2, 6, 10, 14]) {
          element.currentTime = time;
          await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
          g.drawImage(element, 0, 0);
          const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
          const colours = new Set<number>();
          let light = 0;
          for (let i = 0; i < data.length; i += 4) {
            const [r = 0, gr = 0, b = 0] = data.subarray(i, i + 3);
            colours.add(((r >> 3) << 10) | ((gr >> 3) << 5) | (b >> 3));
            if (r > 200 && gr > 200 && b > 200) light += 1;
          }
          const corner = [...g.getImageData(4, 4, 1, 1).data.slice(0, 3)];
          seen.push({ time, colours: colours.size, light: light / (data.length / 4), corner });
        }
        return seen;
      });
      expect(frames).toHaveLength(4);
      for (const frame of frames) {
        expect(frame.colours, `colours at ${frame.time} s`).toBeGreaterThan(200);
        expect(frame.light, `light share at ${frame.time} s`).toBeGreaterThan(0.7);
        expect(Math.min(...frame.corner), `corner at ${frame.time} s`).toBeGreaterThan(230);
      }
      const cues = await video.evaluate(async (element: HTMLVideoElement) => {
        const track = element.textTracks[0];
        if (!track) return [];
        track.mode = 'showing';
        for (let i = 0; i < 50 && !track.cues?.length; i++) await new Promise((r) => setTimeout(r, 100));
        return [...(track.cues ?? [])].map((cue) => ({ text: (cue as VTTCue).text, end: cue.endTime }));
      });
      // One cue a scene, the last one lasting to the end.
      expect(cues).toHaveLength(4);
      expect(cues[0]?.text).toContain(tour.firstCue);
      expect(cues[3]?.end).toBeGreaterThanOrEqual(facts.duration - 0.1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so when the video cannot be loaded, instead of an empty black player', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await context.route('**/tour.en.webm', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`${fixture.site.baseUrl}/#/index-6`);
      await page.getByRole('button', { name: 'Watch the 16-second tour' }).first().click();
      const alert = page.getByRole('dialog').getByRole('alert');
      await alert.waitFor({ timeout: 10_000 });
      expect(await alert.textContent()).toContain('The video could not be loaded.');
      expect(await page.getByRole('dialog').locator('video').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
