import type { Address } from '../address/Address.js';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { MAX_UINT256 } from '../limits/constants.js';
import { assertPackCount } from './assertPackCount.js';
import { PackRecipientsError } from './PackRecipientsError.js';

const ADDRESS_BITS = 160n;
const ADDRESS_MASK = (1n << ADDRESS_BITS) - 1n;

/**
 * The reverse of packRecipients: reads packed words (`amount << 160 | recipient`) back into checksummed recipients
 * and bigint amounts, in order — e.g. to show what a `sendErc20Packed` transaction paid.
 * @throws PackRecipientsError for a word outside uint256, a zero recipient, or a count outside 1..255
 */
export function unpackRecipients(packed: readonly bigint[]): { recipients: Address[]; amounts: bigint[] } {
  assertPackCount(packed.length);
  const recipients = new Array<Address>(packed.length);
  const amounts = new Array<bigint>(packed.length);
  for (let i = 0; i < packed.length; i++) {
    const word = packed[i] as bigint;
    if (typeof word !== 'bigint' || word < 0n || word > MAX_UINT256) {
      throw new PackRecipientsError('INVALID_WORD', `Packed word at index ${i} is not a uint256.`, i);
    }
    const address = word & ADDRESS_MASK;
    if (address === 0n)
      throw new PackRecipientsError('ZERO_ADDRESS', `Recipient at index ${i} is the zero address.`, i);
    recipients[i] = toChecksumAddress(`0x${address.toString(16).padStart(40, '0')}`);
    amounts[i] = word >> ADDRESS_BITS;
  }
  return { recipients, amounts };
}
