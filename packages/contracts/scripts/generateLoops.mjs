// Writes BulkSend's per-recipient loops (the section between the `generated loops` markers in
// contracts/BulkSend.sol): each loop body is one block repeated for groups of 32, 16, 4, then single entries, so
// the loop test is paid about once per 32 recipients. The blocks are generated here instead of copied by hand.
// Run: node scripts/generateLoops.mjs          (rewrites the section)
//      node scripts/generateLoops.mjs --check  (exits 1 when the contract differs from what this script writes)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACT = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts', 'BulkSend.sol');
const BEGIN = '    // <generated loops: scripts/generateLoops.mjs>';
const END = '    // </generated loops>';

/**
 * Group sizes, largest first; the last must be 1. Chosen by measurement (pnpm --filter @fanout/contracts bench, with
 * LOOP_GROUPS=… to try others): [32, 16, 4, 1] gave 25,855.2 / 25,978.2 gas per recipient (sendErc20Packed /
 * sendErc20) against 25,858.3 / 25,981.0 for [16, 4, 1] and 25,856.5 / 25,979.3 for [32, 4, 1]; 64 would push the
 * contract past the 24,576-byte code size limit (and a 64-deep sum expression past Hardhat's build-info parser).
 */
const GROUPS = process.env.LOOP_GROUPS ? process.env.LOOP_GROUPS.split(',').map(Number) : [32, 16, 4, 1];

const hex = (n) => `0x${n.toString(16)}`;
/** `base` + byte offset `k` as Yul (`base` itself for 0). */
const at = (base, k) => (k === 0 ? base : `add(${base}, ${hex(k)})`);
const indent = (text, spaces) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

/**
 * A loop over `count` entries from `p` in groups (GROUPS), `block(k)` being the Yul for the entry `k` bytes after
 * `p` (or `group(size)` the Yul for a whole group). `perGroup` is Yul run at the top of each group (e.g.
 * `let q := add(p, delta)`). Each group size's loop runs only while no failure was found (`guard`).
 */
function groupedLoop({ block, group, perGroup = '', guard = 'iszero(failedAt)' }) {
  const parts = [];
  for (const [i, size] of GROUPS.entries()) {
    const step = size * 32;
    const blocks = group ? [group(size)] : Array.from({ length: size }, (_, j) => block(j * 32));
    const body = [perGroup, ...blocks].filter(Boolean).join('\n');
    let head;
    if (size === 1) head = 'for {} lt(p, end) { p := add(p, 0x20) } {';
    else {
      const shift = Math.log2(size);
      // Entries left: shr(5, sub(end, p)); whole groups of `size` of them, in bytes: shl(5 + shift, shr(shift, left)).
      const groupEnd =
        i === 0
          ? `add(p, shl(${5 + shift}, shr(${shift}, count)))`
          : `add(p, shl(${5 + shift}, shr(${shift}, shr(5, sub(end, p)))))`;
      head = `for { let groupEnd := ${groupEnd} } lt(p, groupEnd) { p := add(p, ${hex(step)}) } {`;
    }
    const loop = `${head}\n${indent(body, 4)}\n}`;
    parts.push(i === 0 || !guard ? loop : `if ${guard} {\n${indent(loop, 4)}\n}`);
  }
  return parts.join('\n');
}

const ethPairsBlock = (k) => `{
    let r := calldataload(${at('p', k)})
    if iszero(and(lt(sub(r, 1), _ADDRESS_MASK), call(gas(), r, calldataload(${at('q', k)}), 0, 0, 0, 0))) {
        failedAt := ${at('p', k)}
        break
    }
}`;

const ethPackedBlock = (k) => `{
    let w := calldataload(${at('p', k)})
    if iszero(mul(shl(96, w), call(gas(), w, shr(160, w), 0, 0, 0, 0))) {
        failedAt := ${at('p', k)}
        break
    }
}`;

// transfer(to, amount) is built at 0x3c (selector), 0x40 (to) and 0x60 (amount); the token's return word lands at
// 0x00, set to 1 before the loop. A call that returns nothing leaves that 1 in place (USDT style: accepted, the
// token has code), one that returns a word must return exactly 1 (a failed call never gets here: \`ok\` is checked
// too). The recipient is read back from memory rather than kept on the stack: cheaper than a DUP and a POP.
const pushPairsBlock = (k) => `{
    mstore(0x40, calldataload(${at('p', k)}))
    mstore(0x60, calldataload(${at('q', k)}))
    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
        failedAt := ${at('p', k)}
        break
    }
}`;

const pushPackedBlock = (k) => `{
    let w := calldataload(${at('p', k)})
    mstore(0x40, and(w, _ADDRESS_MASK))
    mstore(0x60, shr(160, w))
    if iszero(mul(mload(0x40), and(eq(mload(0x00), 1), call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
        failedAt := ${at('p', k)}
        break
    }
}`;

/** \`total := add(total, e(0) + e(32) + …)\` for a group of \`size\` entries: one assignment per group, not per entry. */
const sumGroup = (entry) => (size) =>
  `total := add(total, ${Array.from({ length: size }, (_, j) => entry(j * 32)).reduceRight((acc, e) => (acc ? `add(${e}, ${acc})` : e), '')})`;
const sumPairsGroup = sumGroup((k) => `calldataload(${at('p', k)})`);
const sumPackedGroup = sumGroup((k) => `shr(160, calldataload(${at('p', k)}))`);

/**
 * Yul run once when a native call failed at calldata position \`failedAt\` (\`start\`: the array's first entry). In
 * O(1) and before anything else — a recipient that burned its gas leaves this frame only 1/64 of what it had — it
 * reverts with the recipient's fault: ZeroAddressRecipient, RecipientNotCanonical, or NativeTransferFailed when the
 * contract's balance covered the amount (so the recipient itself failed). Otherwise the call failed without running
 * the recipient (gas is left) and it falls through, with \`failedAt\` set, to the Solidity walk that names the
 * first amount the value does not cover.
 */
function nameEthFailure(recipient, amount) {
  return `let recipient := ${recipient}
let m := mload(0x40)
mstore(add(m, 0x04), shr(5, sub(failedAt, start)))
if iszero(recipient) {
    mstore(m, shl(224, _ZERO_ADDRESS_RECIPIENT))
    revert(m, 0x24)
}
if gt(recipient, _ADDRESS_MASK) {
    mstore(m, shl(224, _RECIPIENT_NOT_CANONICAL))
    mstore(add(m, 0x24), recipient)
    revert(m, 0x44)
}
let amount := ${amount}
if iszero(lt(selfbalance(), amount)) {
    mstore(m, shl(224, _NATIVE_TRANSFER_FAILED))
    mstore(add(m, 0x24), recipient)
    mstore(add(m, 0x44), amount)
    revert(m, 0x64)
}`;
}

function fn(doc, signature, body) {
  return `${doc}
    ${signature} {
        assembly ("memory-safe") {
${indent(body, 12)}
        }
    }`;
}

function render() {
  const functions = [
    fn(
      `    /// @dev Sum of \`count\` amounts from calldata position \`p\`, unchecked. A sum that wraps is smaller than the
    ///      amounts: the batch then runs out of pulled tokens (a transfer fails) or would spend tokens the
    ///      contract held before, which the final balance check rejects; either way it reverts.`,
      'function _sumPairs(uint256 p, uint256 count) private pure returns (uint256 total)',
      `let end := add(p, shl(5, count))\n${groupedLoop({ group: sumPairsGroup, guard: '' })}`,
    ),
    fn(
      '    /// @dev Sum of the amounts of `count` packed words from calldata position `p` (below 2^104: cannot wrap).',
      'function _sumPacked(uint256 p, uint256 count) private pure returns (uint256 total)',
      `let end := add(p, shl(5, count))\n${groupedLoop({ group: sumPackedGroup, guard: '' })}`,
    ),
    fn(
      `    /// @dev Native coin to each (recipient, amount) pair: recipients from calldata position \`p\`, amounts from
    ///      \`amountsOffset\` (any layout: the distance may be negative and wraps). Returns the calldata position of
    ///      the first failure when the value ran out, 0 when none; a failing recipient reverts here (see
    ///      nameEthFailure in the script). One test per recipient: the call succeeded and 1 <= r <= 2^160 - 1 (not
    ///      zero, no dirty upper bits). Each recipient gets all gas left and no input; its output is ignored.`,
      'function _sendEthPairs(uint256 p, uint256 amountsOffset, uint256 count) private returns (uint256 failedAt)',
      `let start := p
let delta := sub(amountsOffset, p)
let end := add(p, shl(5, count))
${groupedLoop({ block: ethPairsBlock, perGroup: 'let q := add(p, delta)' })}
if failedAt {
    let r := calldataload(failedAt)
${indent(nameEthFailure('r', 'calldataload(add(failedAt, delta))'), 4)}
}`,
    ),
    fn(
      `    /// @dev Native coin to each packed word from calldata position \`p\`. Returns the position of the first failure
    ///      when the value ran out, 0 when none; a failing recipient reverts here.
    ///      CALL reads the low 160 bits of \`w\` as the address; \`shl(96, w)\` is zero for a zero recipient.`,
      'function _sendEthPacked(uint256 p, uint256 count) private returns (uint256 failedAt)',
      `let start := p
let end := add(p, shl(5, count))
${groupedLoop({ block: ethPackedBlock })}
if failedAt {
    let w := calldataload(failedAt)
${indent(nameEthFailure('and(w, _ADDRESS_MASK)', 'shr(160, w)'), 4)}
}`,
    ),
    fn(
      `    /// @dev \`transfer(recipient, amount)\` of \`token\` for each pair (layout as in \`_sendEthPairs\`). Returns the
    ///      calldata position of the first failed transfer, 0 when none. transfer(to, amount) is built in memory:
    ///      selector at 0x3c, to at 0x40 (the free memory pointer), amount at 0x60 (the zero slot), both restored
    ///      at the end; the return word lands at 0x00, set to 1 first. One test per recipient: the call succeeded,
    ///      the return word is exactly 1 (or the call returned nothing and left the 1: USDT style, the token was
    ///      checked to have code), and 1 <= r <= 2^160 - 1.`,
      'function _pushPairs(address token, uint256 p, uint256 amountsOffset, uint256 count)\n        private\n        returns (uint256 failedAt)',
      `let m := mload(0x40)
mstore(0x20, _TRANSFER)
mstore(0x00, 1)
let delta := sub(amountsOffset, p)
let end := add(p, shl(5, count))
${groupedLoop({ block: pushPairsBlock, perGroup: 'let q := add(p, delta)' })}
mstore(0x40, m)
mstore(0x60, 0)`,
    ),
    fn(
      `    /// @dev \`transfer(recipient, amount)\` of \`token\` for each packed word from calldata position \`p\` (memory use
    ///      and return checks as in \`_pushPairs\`; the recipient is the low 160 bits, so only zero is refused here:
    ///      \`mul\` by it). Returns the position of the first failed transfer, 0 when none.`,
      'function _pushPacked(address token, uint256 p, uint256 count) private returns (uint256 failedAt)',
      `let m := mload(0x40)
mstore(0x20, _TRANSFER)
mstore(0x00, 1)
let end := add(p, shl(5, count))
${groupedLoop({ block: pushPackedBlock })}
mstore(0x40, m)
mstore(0x60, 0)`,
    ),
  ];
  return `${BEGIN}\n\n${functions.join('\n\n')}\n\n${END}`;
}

const source = readFileSync(CONTRACT, 'utf8');
const start = source.indexOf(BEGIN);
const stop = source.indexOf(END);
if (start < 0 || stop < start) throw new Error(`markers not found in ${CONTRACT}`);
const next = source.slice(0, start) + render() + source.slice(stop + END.length);
if (process.argv.includes('--check')) {
  if (next !== source) {
    console.error('contracts/BulkSend.sol: the generated loops are stale; run node scripts/generateLoops.mjs');
    process.exit(1);
  }
} else if (next !== source) {
  writeFileSync(CONTRACT, next);
  console.log('contracts/BulkSend.sol: loops written');
}
