import { DemoToken__factory } from '../typechain-types/factories/contracts/demo/DemoToken__factory.js';

/** ABI of the local chain's demo token: an ERC-20 with an open `mint(to, amount)`. */
export const demoTokenAbi = DemoToken__factory.abi;
