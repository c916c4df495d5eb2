import { ERC20__factory } from '../typechain-types/factories/@openzeppelin/contracts/token/ERC20/ERC20__factory.js';

/** ABI of an OpenZeppelin ERC-20 (name, symbol, decimals, totalSupply, balanceOf, allowance, approve, transfer…). */
export const erc20Abi = ERC20__factory.abi;
