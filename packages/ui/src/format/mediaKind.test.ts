import { describe, expect, it } from 'vitest';
import { mediaKind } from './mediaKind';

describe('mediaKind', () => {
  it.each(['a.mp3', 'b.wav', 'c.oga', 'https://cdn.example.org/x/Track.MP3?v=2'])('%s is audio', (url) => {
    expect(mediaKind(url)).toBe('audio');
  });

  it.each(['a.webm', 'b.mp4', 'c.m4v', 'd.ogg', 'e.ogv', 'f.mov', '/media/promo.MP4#t=10'])('%s is video', (url) => {
    expect(mediaKind(url)).toBe('video');
  });

  it.each(['cover.png', 'https://www.youtube.com/embed/abc', 'https://example.org/v.mp4/page', 'noextension', ''])(
    '%s is neither',
    (url) => {
      expect(mediaKind(url)).toBeNull();
    },
  );
});
