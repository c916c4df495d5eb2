// One picture of the Tool in the page's language (see TOOL_PICTURES): width and height set (no layout shift), lazy
// unless it is the hero's, which is fetched first (it is the largest thing in the first screen on wide screens).
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { pictureLanguage, TOOL_PICTURE_SIZE, type ToolPictureEntry } from './TOOL_PICTURES.js';
import './toolPicture.css';
import { useToolPicturesText } from './toolPicturesText.js';

/** A 1 × 1 transparent GIF: what phones load for the hero picture, which they do not show. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const PHONE = '(max-width: 767px)';

interface ToolPictureProps {
  picture: ToolPictureEntry;
  /** The hero's picture: eager, high priority, and not downloaded on phones (it is hidden there). */
  hero?: boolean;
}

export function ToolPicture({ picture, hero = false }: ToolPictureProps) {
  const text = useToolPicturesText();
  const language = pictureLanguage(useLanguageStore((state) => state.language));
  const image = (
    <img
      className="tool-picture"
      src={picture.src[language]}
      alt={text(`${picture.state}.alt`)}
      width={TOOL_PICTURE_SIZE.width}
      height={TOOL_PICTURE_SIZE.height}
      decoding="async"
      loading={hero ? 'eager' : 'lazy'}
      fetchPriority={hero ? 'high' : 'auto'}
      lang={language === 'chs' ? 'zh-CN' : 'en'}
      data-picture={`${picture.state}.${language}`}
    />
  );
  if (!hero) return image;
  return (
    <picture className="tool-picture-hero">
      <source media={PHONE} srcSet={NOTHING} />
      {image}
    </picture>
  );
}
