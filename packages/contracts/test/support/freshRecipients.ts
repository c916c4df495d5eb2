import { getAddress, keccak256, toUtf8Bytes } from 'ethers';

/** `count` deterministic addresses never used before (derived from `label`), so each is a fresh recipient. */
export function freshRecipients(label: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => getAddress(keccak256(toUtf8Bytes(`${label}/${i}`)).slice(0, 42)));
}
