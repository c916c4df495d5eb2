// A registered i18next namespace: its name, and its English catalogue as the type of its keys.
import type { Catalogue } from './Catalogue.js';

export interface Namespace<C extends Catalogue> {
  readonly name: string;
  readonly en: C;
}
