// An EIP-1193 provider over a node's JSON-RPC HTTP endpoint (the chain behind a simulated wallet): the package's own.
export { httpRpcProvider as httpProvider } from '../src/provider/httpRpcProvider.js';
