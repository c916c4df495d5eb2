// Writes the per-recipient loops of BulkSend v3 (the section between the `generated loops` markers in
// contracts/v3/BulkSendV3.sol and contracts/v3/BulkSendNftV3.sol; v2, contracts/BulkSend*.sol, is frozen as deployed and
// keeps the loops this script wrote for it, which accepted a 1-31-byte ERC-20 answer): each loop body is one block repeated for groups of 32, 16,
// 4, then single entries (NFT loops: 16, 4, 1), so the loop test is paid about once per group. The blocks are
// generated here instead of copied by hand.
// Run: node scripts/generateLoops.mjs          (rewrites the section)
//      node scripts/generateLoops.mjs --check  (exits 1 when a contract differs from what this script writes)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts');
const BEGIN = '    // <generated loops: scripts/generateLoops.mjs>';
const END = '    // </generated loops>';

/**
 * Group sizes, largest first; the last must be 1. Chosen by measurement (pnpm --filter @fanout/contracts bench, with
 * LOOP_GROUPS=… to try others): [32, 16, 4, 1] gave 25,855.2 / 25,978.2 gas per recipient (sendErc20Packed /
 * sendErc20) against 25,858.3 / 25,981.0 for [16, 4, 1] and 25,856.5 / 25,979.3 for [32, 4, 1]; 64 would push the
 * contract past the 24,576-byte code size limit (and a 64-deep sum expression past Hardhat's build-info parser).
 */
const GROUPS = process.env.LOOP_GROUPS ? process.env.LOOP_GROUPS.split(',').map(Number) : [32, 16, 4, 1];

/**
 * Group sizes of the NFT loops (BulkSendNft). Smaller than GROUPS: with [32, 16, 4, 1] BulkSendNft's code is 24,547
 * bytes (29 below the limit) and BulkSend's creation code, which contains it, 48,085 of the 49,152 allowed; a
 * transfer costs 30,000+ gas, so the loop test of a 16-group (about 0.3 gas more per recipient) does not matter.
 */
const NFT_GROUPS = process.env.NFT_LOOP_GROUPS ? process.env.NFT_LOOP_GROUPS.split(',').map(Number) : [16, 4, 1];

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
 * `p` (or `group(size)` the Yul for a whole group; `groups`: the sizes, GROUPS unless given). `perGroup` is Yul run at the top of each group (e.g.
 * `let q := add(p, delta)`). Each group size's loop runs only while no failure was found (`guard`).
 */
function groupedLoop({ block, group, perGroup = '', guard = 'iszero(failedAt)', groups = GROUPS, stride = 32 }) {
  const parts = [];
  for (const [i, size] of groups.entries()) {
    const step = size * stride;
    const blocks = group ? [group(size)] : Array.from({ length: size }, (_, j) => block(j * stride));
    const body = [perGroup, ...blocks].filter(Boolean).join('\n');
    let head;
    if (size === 1) head = `for {} lt(p, end) { p := add(p, ${hex(stride)}) } {`;
    else {
      const shift = Math.log2(size);
      let groupEnd;
      if (stride === 32) {
        // Entries left: shr(5, sub(end, p)); whole groups of `size` of them, in bytes: shl(5 + shift, shr(shift, left)).
        groupEnd =
          i === 0
            ? `add(p, shl(${5 + shift}, shr(${shift}, count)))`
            : `add(p, shl(${5 + shift}, shr(${shift}, shr(5, sub(end, p)))))`;
      } else {
        // Entries of `stride` bytes (not a power of two): whole groups by a multiplication.
        groupEnd =
          i === 0
            ? `add(p, mul(${hex(step)}, shr(${shift}, count)))`
            : `add(p, mul(${hex(step)}, shr(${shift}, div(sub(end, p), ${hex(stride)}))))`;
      }
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
/**
 * After a token transfer: true when it answered nothing (the word at 0x00 keeps the 1 set before the loop) or at least
 * 32 bytes whose first word is 1. A 1-31-byte answer (v2 accepted one that left the 1 in place) adds
 * `div(31, returndatasize())`, 1 to 31, to a word whose last byte is still the 1: never 1 then (EVM division by zero is 0,
 * so an empty answer adds nothing). 10 gas per recipient; the return word alone cannot tell an empty answer from a
 * short answer of zeros.
 */
const answeredTrue = 'eq(add(mload(0x00), div(31, returndatasize())), 1)';

const pushPairsBlock = (k) => `{
    mstore(0x40, calldataload(${at('p', k)}))
    mstore(0x60, calldataload(${at('q', k)}))
    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(${answeredTrue}, call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
        failedAt := ${at('p', k)}
        break
    }
}`;

const pushPackedBlock = (k) => `{
    let w := calldataload(${at('p', k)})
    mstore(0x40, and(w, _ADDRESS_MASK))
    mstore(0x60, shr(160, w))
    if iszero(mul(mload(0x40), and(${answeredTrue}, call(gas(), token, 0, 0x3c, 0x44, 0x00, 0x20)))) {
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

function fn(doc, signature, body, memorySafe = true) {
  return `${doc}
    ${signature} {
        assembly ${memorySafe ? '("memory-safe") ' : ''}{
${indent(body, 12)}
        }
    }`;
}

function renderFungible() {
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

// ERC-721: transferFrom(from, to, id) is built at 0x1c (selector word at 0x00), from at 0x20 (once per batch), to at
// 0x40, id at 0x60. The selector is chosen per recipient without a branch: transferFrom to an account without code,
// safeTransferFrom (same arguments) to a contract, so the token runs the contract's onERC721Received itself. The
// EXTCODESIZE is the only read of the recipient's account (2,600 gas cold); transferFrom never touches it.
const selector721 = `mstore(0x00, xor(_TRANSFER_FROM, mul(_SAFE_721_XOR, lt(0, extcodesize(mload(0x40))))))`;
const call721 = 'call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x00)';

const send721PackedBlock = (k) => `{
    let w := calldataload(${at('p', k)})
    mstore(0x40, and(w, _ADDRESS_MASK))
    mstore(0x60, shr(160, w))
    ${selector721}
    if iszero(mul(mload(0x40), ${call721})) {
        failedAt := ${at('p', k)}
        break
    }
}`;

// ERC-721 to accounts without code (sendErc721PackedToEoas): always transferFrom, selector written once per batch, no
// EXTCODESIZE (the 2,600-gas cold account read): the caller vouches that no recipient has code.
const send721ToEoasBlock = (k) => `{
    let w := calldataload(${at('p', k)})
    mstore(0x40, and(w, _ADDRESS_MASK))
    mstore(0x60, shr(160, w))
    if iszero(mul(mload(0x40), ${call721})) {
        failedAt := ${at('p', k)}
        break
    }
}`;

const send721PairsBlock = (k) => `{
    mstore(0x40, calldataload(${at('p', k)}))
    mstore(0x60, calldataload(${at('q', k)}))
    ${selector721}
    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), ${call721})) {
        failedAt := ${at('p', k)}
        break
    }
}`;

// ERC-1155: safeTransferFrom(from, to, id, amount, "") is built at 0x1c: selector word 0x00, from 0x20, to 0x40, id
// 0x60, amount 0x80, the bytes offset 0xa0 at 0xa0 and its length 0 at 0xc0 (0xc4 bytes of input).
const call1155 = 'call(gas(), token, 0, 0x1c, 0xc4, 0x00, 0x00)';

const send1155TriplesBlock = (k) => `{
    mstore(0x40, calldataload(${at('p', k)}))
    mstore(0x60, calldataload(${at('q', k)}))
    mstore(0x80, calldataload(${at('s', k)}))
    if iszero(and(lt(sub(mload(0x40), 1), _ADDRESS_MASK), and(lt(0, mload(0x80)), ${call1155}))) {
        failedAt := ${at('p', k)}
        break
    }
}`;

// ERC-1155 with one id and one amount for the whole batch: the recipients are 20-byte addresses back to back (no
// padding: 48 gas of calldata less per recipient than a word), each copied straight into the low 20 bytes of the
// \`to\` word (0x4c-0x5f; its upper 12 bytes are zeroed once), id and amount written once.
const send1155UniformBlock = (k) => `{
    calldatacopy(0x4c, ${at('p', k)}, 0x14)
    if iszero(mul(mload(0x40), ${call1155})) {
        failedAt := ${at('p', k)}
        break
    }
}`;

// ERC-1155, one id, an amount each (v3's sendErc1155Packed): entries of 20 + `width` bytes back to back, the recipient
// then the amount (big-endian, `width` bytes, 1 to 12, the same for the batch: as few as the largest amount needs),
// so an amount of 1 costs one calldata byte instead of a 12-byte word half. Both parts are copied straight into the
// call's input (the recipient into the low 20 bytes of the `to` word, the amount into the low `width` bytes of the
// amount word; the upper bytes of both are zeroed once). The stride is known only at run time, so `p` moves by it
// after each entry (the same cost as the constant offsets of the other loops) and the group ends are multiples of it.
const send1155EntriesBlock = `{
    calldatacopy(0x4c, p, 0x14)
    calldatacopy(amountAt, add(p, 0x14), width)
    if iszero(mul(mul(mload(0x40), mload(0x80)), ${call1155})) {
        failedAt := p
        break
    }
    p := add(p, stride)
}`;

/** `send1155EntriesBlock` in groups of NFT_GROUPS, by a stride known at run time. */
function entriesLoop() {
  const parts = [];
  for (const [i, size] of NFT_GROUPS.entries()) {
    const blocks = Array.from({ length: size }, () => send1155EntriesBlock).join('\n');
    let head;
    if (size === 1) head = 'for {} lt(p, end) {} {';
    else {
      const shift = Math.log2(size);
      const left = i === 0 ? 'count' : 'div(sub(end, p), stride)';
      head = `for { let groupEnd := add(p, mul(mul(stride, ${size}), shr(${shift}, ${left}))) } lt(p, groupEnd) {} {`;
    }
    const loop = `${head}\n${indent(blocks, 4)}\n}`;
    parts.push(i === 0 ? loop : `if iszero(failedAt) {\n${indent(loop, 4)}\n}`);
  }
  return parts.join('\n');
}

const setup721 = `let m := mload(0x40)
mstore(0x20, caller())`;
const setup1155 = `let m := mload(0x40)
mstore(0x00, _SAFE_1155)
mstore(0x20, caller())
mstore(0xa0, 0xa0)
mstore(0xc0, 0)`;
const restore = `mstore(0x40, m)
mstore(0x60, 0)`;

function renderNft() {
  const functions = [
    fn(
      `    /// @dev ERC-721 to each packed word (\`tokenId << 160 | recipient\`) from calldata position \`p\`, from the caller.
    ///      Returns the position of the first failed transfer, 0 when none. Memory 0x00-0x7f is used and the free
    ///      memory pointer and zero slot restored. One test per recipient: the call succeeded and the recipient is
    ///      not zero (\`mul\` by it; all 256 bits are id or recipient, so no word is malformed).`,
      'function _send721Packed(address token, uint256 p, uint256 count) private returns (uint256 failedAt)',
      `${setup721}
let end := add(p, shl(5, count))
${groupedLoop({ block: send721PackedBlock, groups: NFT_GROUPS })}
${restore}`,
    ),
    fn(
      `    /// @dev \`_send721Packed\` without the recipient code check: always \`transferFrom\` (a recipient contract's
    ///      \`onERC721Received\` is not called). Only for recipients without code (the caller checked).`,
      'function _send721ToEoas(address token, uint256 p, uint256 count) private returns (uint256 failedAt)',
      `${setup721}
mstore(0x00, _TRANSFER_FROM)
let end := add(p, shl(5, count))
${groupedLoop({ block: send721ToEoasBlock, groups: NFT_GROUPS })}
${restore}`,
    ),
    fn(
      `    /// @dev ERC-721 to each (recipient, id) pair: recipients from calldata position \`p\`, ids from \`idsOffset\` (any
    ///      layout). As \`_send721Packed\`; the recipient word must be 1 <= r <= 2^160 - 1 (not zero, no dirty bits).`,
      'function _send721Pairs(address token, uint256 p, uint256 idsOffset, uint256 count)\n        private\n        returns (uint256 failedAt)',
      `${setup721}
let delta := sub(idsOffset, p)
let end := add(p, shl(5, count))
${groupedLoop({ block: send721PairsBlock, perGroup: 'let q := add(p, delta)', groups: NFT_GROUPS })}
${restore}`,
    ),
    fn(
      `    /// @dev ERC-1155 \`tokenId\` to each entry of \`count\` from calldata position \`p\`: a 20-byte recipient, then its
    ///      amount in \`width\` bytes (1 to 12). Returns the position of the first failed transfer, 0 when none. Memory
    ///      as \`_send1155Uniform\`. One test per recipient: the call succeeded, the recipient and the amount are not
    ///      zero (\`mul\` of both: below 2^160 and 2^96, so the product is zero only if one is).`,
      'function _send1155Entries(address token, uint256 tokenId, uint256 width, uint256 p, uint256 count)\n        private\n        returns (uint256 failedAt)',
      `${setup1155}
mstore(0x40, 0)
mstore(0x60, tokenId)
mstore(0x80, 0)
let stride := add(0x14, width)
let amountAt := sub(0xa0, width)
let end := add(p, mul(stride, count))
${entriesLoop()}
${restore}`,
      false,
    ),
    fn(
      `    /// @dev ERC-1155 \`amount\` of \`tokenId\` to each 20-byte recipient of the \`count\` from calldata position \`p\`,
    ///      from the caller. Returns the position of the first failed transfer, 0 when none. Memory 0x00-0xdf
    ///      (call it before anything is allocated; the free memory pointer and zero slot are restored). One test per recipient: the call succeeded and the recipient is not zero (the amount
    ///      was checked once).`,
      'function _send1155Uniform(address token, uint256 tokenId, uint256 amount, uint256 p, uint256 count)\n        private\n        returns (uint256 failedAt)',
      `${setup1155}
mstore(0x40, 0)
mstore(0x60, tokenId)
mstore(0x80, amount)
let end := add(p, mul(0x14, count))
${groupedLoop({ block: send1155UniformBlock, groups: NFT_GROUPS, stride: 20 })}
${restore}`,
      false,
    ),
    fn(
      `    /// @dev ERC-1155 to each (recipient, id, amount) triple: recipients from calldata position \`p\`, ids from
    ///      \`idsOffset\`, amounts from \`amountsOffset\` (any layout). Memory as \`_send1155Uniform\`. One test per
    ///      recipient: the call succeeded, 1 <= r <= 2^160 - 1 and the amount is not zero.`,
      'function _send1155Triples(address token, uint256 p, uint256 idsOffset, uint256 amountsOffset, uint256 count)\n        private\n        returns (uint256 failedAt)',
      `${setup1155}
// The offsets become distances from \`p\` in place (no new stack slots: the loop is at the stack's limit).
idsOffset := sub(idsOffset, p)
amountsOffset := sub(amountsOffset, p)
let end := add(p, shl(5, count))
${groupedLoop({
  block: send1155TriplesBlock,
  perGroup: 'let q := add(p, idsOffset)\nlet s := add(p, amountsOffset)',
  groups: NFT_GROUPS,
})}
${restore}`,
      false,
    ),
  ];
  return `${BEGIN}\n\n${functions.join('\n\n')}\n\n${END}`;
}

/** Each contract with generated loops and what goes between its markers. */
const TARGETS = [
  { file: join(CONTRACTS, 'v3', 'BulkSendV3.sol'), render: renderFungible },
  { file: join(CONTRACTS, 'v3', 'BulkSendNftV3.sol'), render: renderNft },
];

let stale = false;
for (const { file, render } of TARGETS) {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(BEGIN);
  const stop = source.indexOf(END);
  if (start < 0 || stop < start) throw new Error(`markers not found in ${file}`);
  const next = source.slice(0, start) + render() + source.slice(stop + END.length);
  if (next === source) continue;
  if (process.argv.includes('--check')) {
    console.error(`${file}: the generated loops are stale; run node scripts/generateLoops.mjs`);
    stale = true;
  } else {
    writeFileSync(file, next);
    console.log(`${file}: loops written`);
  }
}
if (stale) process.exit(1);
