// Writes src/abi/bulkSendAbi.ts and erc20Abi.ts from the compiled artifacts: the ABIs as literals, so code that only encodes and
// decodes (the engine in the browser) does not carry the deployment bytecode that `BulkSend__factory` holds.
// Run after `hardhat compile`: node scripts/writeAbi.mjs. src/abi/abis.test.ts fails when a file and its
// contract disagree.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ABIS = [
  {
    name: 'bulkSendAbi',
    artifact: 'contracts/BulkSend.sol/BulkSend.json',
    what: 'BulkSend: sends, reads, owner functions, events and custom errors',
    factory: 'BulkSend__factory',
  },
  {
    name: 'bulkSendV3Abi',
    artifact: 'contracts/v3/BulkSendV3.sol/BulkSendV3.json',
    what: 'BulkSend v3: sends (batch ids bound to sender and chain), reads, owner functions, events and custom errors',
    factory: 'BulkSendV3__factory',
  },
  {
    name: 'erc20Abi',
    artifact: '@openzeppelin/contracts/token/ERC20/ERC20.sol/ERC20.json',
    what: 'an OpenZeppelin ERC-20 (name, symbol, decimals, totalSupply, balanceOf, allowance, approve, transfer…)',
    factory: 'ERC20__factory',
  },
];

for (const { name, artifact, what, factory } of ABIS) {
  const { abi } = JSON.parse(readFileSync(join(ROOT, 'artifacts', artifact), 'utf8'));
  const target = join(ROOT, 'src', 'abi', `${name}.ts`);
  const text = `// Written by scripts/writeAbi.mjs from the compiled artifact; do not edit by hand.
// A literal (not \`${factory}.abi\`) so importing it never pulls a contract factory into a bundle.

/** ABI of ${what}. */
export const ${name} = ${JSON.stringify(abi, null, 2)} as const;
`;
  writeFileSync(target, text);
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', target], { cwd: ROOT, stdio: 'inherit' });
}
