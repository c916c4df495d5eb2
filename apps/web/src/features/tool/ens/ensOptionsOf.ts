// batch-core's `ens` option from the names read (EnsRequest): the normaliser is a lookup of what wallet-core's
// resolveEnsNames normalised (ENSIP-15), so neither the page's first load nor the worker carries the normaliser.
import type { EnsOptions } from '@fanout/batch-core';
import type { EnsRequest } from './EnsRequest.js';

export function ensOptionsOf(request: EnsRequest | null): EnsOptions | undefined {
  if (request === null) return undefined;
  return {
    normalize: (written) => {
      const known = request.normalised.get(written);
      // Not read yet: the name stays unresolved under the text as written.
      if (known === undefined) return written;
      if (typeof known !== 'string') throw new Error(known.invalid);
      return known;
    },
    resolved: request.resolved,
  };
}
