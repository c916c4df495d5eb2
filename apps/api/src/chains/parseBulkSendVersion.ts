// A BulkSend version typed by the operator (or stored): 'v2' or 'v3', as @fanout/contracts' BULK_SEND_VERSIONS names.
import { BULK_SEND_VERSIONS, type BulkSendVersion } from '@fanout/contracts';
import { InvalidBulkSendVersionError } from './InvalidBulkSendVersionError.js';

export function parseBulkSendVersion(value: string | undefined, what: string): BulkSendVersion {
  const version = BULK_SEND_VERSIONS.find((v) => v === value);
  if (!version) {
    throw new InvalidBulkSendVersionError(`${what}: one of ${BULK_SEND_VERSIONS.join(', ')}, got ${value ?? '(none)'}`);
  }
  return version;
}
