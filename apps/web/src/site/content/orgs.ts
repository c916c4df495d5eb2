// Fictional organisations shown as wordmarks in the media and partner strips: their names are proper nouns, the same
// in every language (PROPER_NOUNS).
import type { ProperNoun } from '../../i18n/PROPER_NOUNS.js';

const names: ProperNoun[] = [
  'latticeGuild',
  'northwindDao',
  'quayLabs',
  'meridianCollective',
  'harborGrants',
  'pineconeStudio',
  'relayHouse',
  'tessellate',
];

export const orgs: { name: ProperNoun; seed: number }[] = names.map((name, index) => ({ name, seed: index + 1 }));
