// Fictional organisations shown as wordmarks in the media and partner strips.
import type { MessageKey } from '../../i18n/MessageKey.js';

const ids = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const orgs: { name: MessageKey; seed: number }[] = ids.map((n) => ({ name: `orgs.o${n}`, seed: n }));
