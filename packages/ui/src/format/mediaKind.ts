// Whether a media URL is audio or video, by its extension (SPEC §9 lists them); null for anything else.
export type MediaKind = 'audio' | 'video';

const AUDIO = new Set(['mp3', 'wav', 'oga']);
const VIDEO = new Set(['webm', 'mp4', 'm4v', 'ogg', 'ogv', 'mov']);

export function mediaKind(url: string): MediaKind | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  const extension = path.slice(dot + 1).toLowerCase();
  if (AUDIO.has(extension)) return 'audio';
  if (VIDEO.has(extension)) return 'video';
  return null;
}
