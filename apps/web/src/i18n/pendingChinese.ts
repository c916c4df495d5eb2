// Namespaces whose Chinese texts ship apart from their English (so the home page does not carry them for English
// readers), and whether Chinese is wanted in this visit (then every such namespace is loaded before it renders).
import type { Catalogue } from './Catalogue.js';

export const pendingChinese: { loaders: Map<string, () => Promise<Catalogue>>; wanted: boolean } = {
  loaders: new Map(),
  wanted: false,
};
