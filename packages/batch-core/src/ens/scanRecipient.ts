// The address cell of a list line, read as an address or, when it fails as one and is written like a name, as an
// ENS name: shared by parseRecipients and parseNftList.
import { type AddressScan, scanAddress } from '../address/scanAddress.js';
import type { EnsNameLine } from './EnsNameLine.js';
import type { EnsNameProblem } from './EnsNameProblem.js';
import type { EnsOptions } from './EnsOptions.js';
import { isEnsName } from './isEnsName.js';
import { readEnsName } from './readEnsName.js';

/** What the cell holds: the address scan (ok for a resolved name too), and for a name its normalised form or problem. */
export interface RecipientScan {
  address: AddressScan;
  /** Set for a name resolved to `address`. */
  name?: string;
  /** Set for a name that cannot be paid yet: report this instead of `address`' error. */
  nameIssue?: { code: EnsNameProblem; message: string; written: string; name: string };
}

/** Scans text[start, end); a name line is added to `names`. Ordinary addresses pay nothing for the name path. */
export function scanRecipient(
  text: string,
  start: number,
  end: number,
  ens: EnsOptions | undefined,
  line: number,
  names: EnsNameLine[],
): RecipientScan {
  const address = scanAddress(text, start, end);
  if (address.ok || !isEnsName(text, start, end)) return { address };
  const written = text.slice(start, end);
  const read = readEnsName(written, ens);
  names.push({ line, written, name: read.name });
  if (!read.ok) return { address, nameIssue: { code: read.code, message: read.message, written, name: read.name } };
  return { address: { ok: true, address: read.address, lookAlikeKey: read.lookAlikeKey }, name: read.name };
}
