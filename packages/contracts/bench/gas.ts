// Gas benchmark: BulkSend against a plain Solidity loop and the physical floor, for fresh recipients.
// Run: pnpm --filter @fanout/contracts bench (prints the table, writes bench/gas.json).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserProvider } from 'ethers';
import hre from 'hardhat';
import { BulkSend__factory } from '../src/typechain-types/factories/contracts/BulkSend__factory.js';
import { DemoToken__factory } from '../src/typechain-types/factories/contracts/demo/DemoToken__factory.js';
import { PlainBulkSend__factory } from '../src/typechain-types/factories/contracts/reference/PlainBulkSend__factory.js';
import { freshRecipients } from '../test/support/freshRecipients.js';

/** Batch sizes measured; the marginal cost is (gas(255) − gas(1)) / 254. */
const SIZES = [1, 10, 100, 255] as const;

/** Gas targets for the marginal cost per fresh recipient (issue #3). */
const TARGET = { sendErc20: 25_900, sendEth: 34_950 } as const;

/** Execution floor per fresh recipient, calldata excluded (added per run from the real calldata). */
const FLOOR_EXECUTION = {
  // cold zero→non-zero SSTORE 22,100 + Transfer log 1,756 + warm sender update 200 + warm call 100
  erc20: 22_100 + 1_756 + 200 + 100,
  // cold account 2,600 + value 9,000 + new account 25,000 − returned stipend 2,300
  native: 2_600 + 9_000 + 25_000 - 2_300,
} as const;

/** Calldata gas of one 32-byte ABI word: 4 per zero byte, 16 per other byte. */
function wordGas(word: bigint): number {
  const hex = word.toString(16).padStart(64, '0');
  let gas = 0;
  for (let i = 0; i < 64; i += 2) gas += hex.slice(i, i + 2) === '00' ? 4 : 16;
  return gas;
}

/** Average calldata gas of one (recipient, amount) pair over the recipients past the first. */
function pairCalldataGas(recipients: string[], amounts: bigint[]): number {
  let total = 0;
  for (let i = 1; i < recipients.length; i++) total += wordGas(BigInt(recipients[i] ?? 0)) + wordGas(amounts[i] ?? 0n);
  return total / (recipients.length - 1);
}

interface Row {
  n: number;
  bulkSend: number;
  plain: number;
}

interface Series {
  name: 'sendErc20' | 'sendEth';
  rows: Row[];
  marginal: { bulkSend: number; plain: number };
  /** (gas(255) − gas(10)) / 245: the same without N = 1, where the gas refund cap can distort the fixed part. */
  marginalFrom10: { bulkSend: number; plain: number };
  floor: number;
  target: number;
}

async function main(): Promise<void> {
  const sender = await new BrowserProvider(hre.network.provider).getSigner(0);
  const bulkSend = await new BulkSend__factory(sender).deploy(sender.address);
  const plain = await new PlainBulkSend__factory(sender).deploy();
  const token = await new DemoToken__factory(sender).deploy('Bench', 'BNCH', 18);
  await (await token.mint(sender.address, 10n ** 30n)).wait();
  await (await token.approve(await bulkSend.getAddress(), 2n ** 256n - 1n)).wait();
  await (await token.approve(await plain.getAddress(), 2n ** 256n - 1n)).wait();
  const tokenAddress = await token.getAddress();
  // Gas price 0 makes minFee 0, so the value is just the amounts; gas used does not depend on the price.
  const overrides = { gasPrice: 0n, type: 0 } as const;

  const measure = async (name: Series['name']): Promise<Series> => {
    const rows: Row[] = [];
    let calldata = 0;
    for (const n of SIZES) {
      const row: Row = { n, bulkSend: 0, plain: 0 };
      for (const which of ['bulkSend', 'plain'] as const) {
        const recipients = freshRecipients(`${name}-${which}-${n}`, n);
        const amounts = recipients.map((_, i) => 10n ** 16n + BigInt(i) * 7_919n);
        if (n === 255) calldata = pairCalldataGas(recipients, amounts);
        const target = which === 'bulkSend' ? bulkSend : plain;
        const tx =
          name === 'sendErc20'
            ? await target.sendErc20(tokenAddress, recipients, amounts, overrides)
            : await target.sendEth(recipients, amounts, {
                ...overrides,
                value: amounts.reduce((a, b) => a + b, 0n),
              });
        const receipt = await tx.wait();
        if (receipt?.status !== 1) throw new Error(`${name} ${which} ${n} failed`);
        row[which] = Number(receipt.gasUsed);
      }
      rows.push(row);
    }
    const first = rows[0];
    const last = rows[rows.length - 1];
    if (!first || !last) throw new Error('no rows');
    const span = last.n - first.n;
    const ten = rows.find((r) => r.n === 10);
    if (!ten) throw new Error('no row for N = 10');
    const floor = (name === 'sendErc20' ? FLOOR_EXECUTION.erc20 : FLOOR_EXECUTION.native) + calldata;
    return {
      name,
      rows,
      marginal: { bulkSend: (last.bulkSend - first.bulkSend) / span, plain: (last.plain - first.plain) / span },
      marginalFrom10: {
        bulkSend: (last.bulkSend - ten.bulkSend) / (last.n - ten.n),
        plain: (last.plain - ten.plain) / (last.n - ten.n),
      },
      floor,
      target: TARGET[name],
    };
  };

  const series = [await measure('sendErc20'), await measure('sendEth')];
  const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits });
  for (const s of series) {
    console.log(`\n${s.name} — total gas per batch of fresh recipients`);
    console.log('  N     BulkSend      plain loop');
    for (const r of s.rows)
      console.log(`  ${String(r.n).padEnd(5)} ${fmt(r.bulkSend).padStart(10)}  ${fmt(r.plain).padStart(12)}`);
    const met = Math.max(s.marginal.bulkSend, s.marginalFrom10.bulkSend) <= s.target;
    console.log(
      `  marginal per recipient: BulkSend ${fmt(s.marginal.bulkSend, 1)} (${(s.marginal.bulkSend / s.floor).toFixed(4)}× floor), ` +
        `plain ${fmt(s.marginal.plain, 1)} (${(s.marginal.plain / s.floor).toFixed(4)}× floor)`,
    );
    console.log(
      `  marginal from N = 10:   BulkSend ${fmt(s.marginalFrom10.bulkSend, 1)}, plain ${fmt(s.marginalFrom10.plain, 1)}`,
    );
    console.log(
      `  floor ${fmt(s.floor, 1)} (incl. this run's calldata); target ≤ ${fmt(s.target)}: ${met ? 'MET' : 'NOT MET'}`,
    );
  }
  const out = join(dirname(fileURLToPath(import.meta.url)), 'gas.json');
  writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), series }, null, 2)}\n`);
  console.log(`\nwritten ${out}`);
  if (series.some((s) => Math.max(s.marginal.bulkSend, s.marginalFrom10.bulkSend) > s.target)) process.exitCode = 1;
}

await main();
