// What the jsdom test browser pretends about the screen: jsdom has no layout, media queries or observers.
export const browserState = {
  width: 1280,
  reducedMotion: false,
  mediaListeners: new Set<() => void>(),
  observers: new Set<{ targets: Set<Element>; reveal: () => void }>(),
};
