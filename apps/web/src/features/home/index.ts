// The home feature's public door: the home pages, each loaded on demand (app/ROUTES wraps the loaders in lazyPage,
// so every page keeps its own chunk).
export const loadHomeOne = () => import('./HomeOne.js');
export const loadHomeFour = () => import('./HomeFour.js');
export const loadHomeVariant = () => import('./HomeVariant.js');
