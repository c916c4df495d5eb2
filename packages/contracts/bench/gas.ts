// Gas benchmark: BulkSend's four sends against the peers' published figures and the plain Solidity loops, for fresh
// recipients, measured the way the peers were: marginal gas per fresh recipient = (gas(255) − gas(1)) / 254 against
// an OpenZeppelin ERC20 compiled on its own at 200 optimizer runs.
// Run: pnpm --filter @fanout/contracts bench (prints the tables, writes bench/gas.json, exits 1 when a goal is missed).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserProvider, id } from 'ethers';
import hre from 'hardhat';
import { BulkSend__factory } from '../src/typechain-types/factories/contracts/BulkSend__factory.js';
import { BenchToken__factory } from '../src/typechain-types/factories/contracts/bench/BenchToken__factory.js';
import { TransferProbe__factory } from '../src/typechain-types/factories/contracts/bench/TransferProbe__factory.js';
import { PlainBulkSend__factory } from '../src/typechain-types/factories/contracts/reference/PlainBulkSend__factory.js';
import { freshRecipients } from '../test/support/freshRecipients.js';
import { pack } from '../test/support/pack.js';

/** Batch sizes measured; the marginal cost is (gas(255) − gas(1)) / 254. */
const SIZES = [1, 10, 100, 255] as const;

type EntryPoint = 'sendErc20Packed' | 'sendEthPacked' | 'sendErc20' | 'sendEth';

/** Goals for the marginal gas per fresh recipient (issue: BulkSend v2). */
const GOAL: Record<EntryPoint, number> = {
  sendErc20Packed: 25_800,
  sendEthPacked: 34_850,
  sendErc20: 25_980,
  sendEth: 34_960,
};

/** The peers' marginal gas per fresh recipient, measured on this machine kind with the same method (issue text). */
const PEERS: { name: string; erc20: number; native: number | null }[] = [
  { name: 'GasliteDrop', erc20: 25_920, native: 34_958 },
  { name: 'TSender', erc20: 25_962, native: null },
  { name: 'wentokens', erc20: 25_969, native: 35_015 },
  { name: 'Disperse', erc20: 26_684, native: 35_294 },
  { name: 'thirdweb', erc20: 27_227, native: 35_412 },
  { name: 'BulkSend v1', erc20: 25_966, native: 34_944 },
];

/** Creation code of a contract whose runtime is one STOP: PUSH1 1 PUSH1 12 PUSH1 0 CODECOPY PUSH1 1 PUSH1 0 RETURN. */
const STOP_CONTRACT_INITCODE = '0x6001600c60003960016000f300';

/** Calldata gas of bytes: 4 per zero byte, 16 per other byte. */
function calldataGas(hex: string): number {
  let gas = 0;
  for (let i = hex.startsWith('0x') ? 2 : 0; i < hex.length; i += 2) gas += hex.slice(i, i + 2) === '00' ? 4 : 16;
  return gas;
}

interface Series {
  name: EntryPoint;
  rows: { n: number; gas: number; calldata: number }[];
  marginal: number;
  /**
   * Per recipient: calldata; the token's own code (or for native coin the value call's charges); BulkSend's own code
   * (everything in BulkSend's frame, the CALL opcode's warm-access 100 included).
   */
  breakdown: { calldata: number; transfer: number; contract: number };
  goal: number;
  met: boolean;
}

async function main(): Promise<void> {
  const provider = new BrowserProvider(hre.network.provider);
  const sender = await provider.getSigner(0);
  const bulkSend = await new BulkSend__factory(sender).deploy(sender.address);
  const bulkSendAddress = await bulkSend.getAddress();
  const plain = await new PlainBulkSend__factory(sender).deploy();
  const token = await new BenchToken__factory(sender).deploy();
  const tokenAddress = await token.getAddress();
  await (await token.mint(sender.address, 10n ** 30n)).wait();
  await (await token.approve(bulkSendAddress, 2n ** 256n - 1n)).wait();
  await (await token.approve(await plain.getAddress(), 2n ** 256n - 1n)).wait();
  // Gas price 0 makes minFee 0, so the value is just the amounts; gas used does not depend on the price.
  const overrides = { gasPrice: 0n, type: 0 } as const;
  const amountsFor = (n: number) => Array.from({ length: n }, (_, i) => 10n ** 16n + BigInt(i) * 7_919n);

  // What one transfer costs the caller inside a loop (the CALL and the token's code), for fresh recipients.
  const probe = await new TransferProbe__factory(sender).deploy();
  await (await token.mint(await probe.getAddress(), 10n ** 30n)).wait();
  const probeRecipients = freshRecipients('probe', 255);
  // The same calls to a contract that only STOPs: the caller's side (argument pushes, GAS, CALL), to subtract.
  const stopReceipt = await (await sender.sendTransaction({ data: STOP_CONTRACT_INITCODE })).wait();
  const stopAddress = stopReceipt?.contractAddress;
  if (!stopAddress) throw new Error('STOP contract not deployed');
  const probed = async (target: string) =>
    Number(await probe.probe.staticCall(target, probeRecipients, 10n ** 16n)) / probeRecipients.length;
  const tokenTransfer = (await probed(tokenAddress)) - (await probed(stopAddress));
  // A native value call to a fresh account: cold account 2,600 + value 9,000 + new account 25,000 − stipend 2,300.
  const nativeTransfer = 2_600 + 9_000 + 25_000 - 2_300;

  const measure = async (name: EntryPoint, batch: number): Promise<Series> => {
    const rows: Series['rows'] = [];
    for (const n of SIZES) {
      const recipients = freshRecipients(`${name}-${batch}-${n}`, n);
      const amounts = amountsFor(n);
      const value = name.startsWith('sendEth') ? amounts.reduce((a, b) => a + b, 0n) : 0n;
      const batchId = id(`${name}-${batch}-${n}`);
      const tx =
        name === 'sendErc20'
          ? await bulkSend.sendErc20(tokenAddress, recipients, amounts, overrides)
          : name === 'sendEth'
            ? await bulkSend.sendEth(recipients, amounts, { ...overrides, value })
            : name === 'sendErc20Packed'
              ? await bulkSend.sendErc20Packed(tokenAddress, batchId, pack(recipients, amounts), overrides)
              : await bulkSend.sendEthPacked(batchId, pack(recipients, amounts), { ...overrides, value });
      const receipt = await tx.wait();
      if (receipt?.status !== 1) throw new Error(`${name} ${n} failed`);
      rows.push({ n, gas: Number(receipt.gasUsed), calldata: calldataGas(tx.data) });
    }
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (!first || !last) throw new Error('no rows');
    const span = last.n - first.n;
    const marginal = (last.gas - first.gas) / span;
    const calldata = (last.calldata - first.calldata) / span;
    const transfer = name.startsWith('sendErc20') ? tokenTransfer : nativeTransfer;
    const goal = GOAL[name];
    return {
      name,
      rows,
      marginal,
      breakdown: { calldata, transfer, contract: marginal - calldata - transfer },
      goal,
      met: marginal <= goal,
    };
  };

  const plainMarginal = async (kind: 'sendErc20' | 'sendEth'): Promise<number> => {
    const gas: number[] = [];
    for (const n of [1, 255]) {
      const recipients = freshRecipients(`plain-${kind}-${n}`, n);
      const amounts = amountsFor(n);
      const tx =
        kind === 'sendErc20'
          ? await plain.sendErc20(tokenAddress, recipients, amounts, overrides)
          : await plain.sendEth(recipients, amounts, { ...overrides, value: amounts.reduce((a, b) => a + b, 0n) });
      gas.push(Number((await tx.wait())?.gasUsed ?? 0n));
    }
    return ((gas[1] ?? 0) - (gas[0] ?? 0)) / 254;
  };

  const series: Series[] = [];
  for (const name of ['sendErc20Packed', 'sendEthPacked', 'sendErc20', 'sendEth'] as const) {
    series.push(await measure(name, 0));
  }
  const plainErc20 = await plainMarginal('sendErc20');
  const plainEth = await plainMarginal('sendEth');

  const fmt = (x: number, digits = 0) =>
    x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  console.log('BulkSend gas per batch of fresh recipients (OpenZeppelin ERC20 at 200 optimizer runs)\n');
  console.log(`  N     ${series.map((s) => s.name.padStart(16)).join('')}`);
  for (const [i, n] of SIZES.entries()) {
    console.log(`  ${String(n).padEnd(5)} ${series.map((s) => fmt(s.rows[i]?.gas ?? 0).padStart(16)).join('')}`);
  }
  console.log('\nMarginal gas per fresh recipient = (gas(255) − gas(1)) / 254\n');
  console.log('  entry point        marginal      goal   result   calldata   token/value   BulkSend code');
  for (const s of series) {
    console.log(
      `  ${s.name.padEnd(17)} ${fmt(s.marginal, 1).padStart(9)} ${`≤ ${fmt(s.goal)}`.padStart(9)}   ${(s.met ? 'MET' : 'MISSED').padEnd(6)} ` +
        `${fmt(s.breakdown.calldata, 1).padStart(10)} ${fmt(s.breakdown.transfer, 1).padStart(13)} ${fmt(s.breakdown.contract, 1).padStart(15)}`,
    );
  }
  console.log(
    '\n  token/value: the gas the token’s own code burns for one transfer to a fresh recipient (measured by\n' +
      '  contracts/bench/TransferProbe.sol, minus the same calls to a STOP-only contract), or what a native value call\n' +
      '  to a fresh account is charged (cold account 2,600 + value 9,000 + new account 25,000 − stipend 2,300);\n' +
      '  BulkSend code = marginal − calldata − token/value (its reads, checks, memory writes and the CALL itself).',
  );
  const best = (kind: 'erc20' | 'native') =>
    kind === 'erc20'
      ? Math.min(...series.filter((s) => s.name.startsWith('sendErc20')).map((s) => s.marginal))
      : Math.min(...series.filter((s) => s.name.startsWith('sendEth')).map((s) => s.marginal));
  console.log('\nPeers (marginal gas per fresh recipient, same method)\n');
  console.log('  contract                ERC-20     native');
  console.log(
    `  BulkSend v2 (packed) ${fmt(best('erc20')).padStart(9)}  ${fmt(best('native')).padStart(9)}   (this run)`,
  );
  for (const p of PEERS) {
    console.log(
      `  ${p.name.padEnd(20)} ${fmt(p.erc20).padStart(9)}  ${(p.native === null ? '—' : fmt(p.native)).padStart(9)}`,
    );
  }
  console.log(`  plain Solidity loop  ${fmt(plainErc20).padStart(9)}  ${fmt(plainEth).padStart(9)}   (this run)`);

  const out = join(dirname(fileURLToPath(import.meta.url)), 'gas.json');
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), token: 'OpenZeppelin ERC20, 200 runs', series, peers: PEERS, plain: { sendErc20: plainErc20, sendEth: plainEth } }, null, 2)}\n`,
  );
  console.log(`\nwritten ${out}`);
  const missed = series.filter((s) => !s.met);
  if (missed.length > 0) {
    console.log(`\nGoal missed: ${missed.map((s) => `${s.name} ${fmt(s.marginal, 1)} > ${fmt(s.goal)}`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
