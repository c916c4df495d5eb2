/**
 * How nodes refuse an `eth_getLogs` request, as public RPCs word it (matched case-insensitively in the error's message,
 * and by JSON-RPC code; checked in this order). `rateLimited`: too many requests — asked again after a wait, never
 * split (Infura answers -32005 for both). `range`: the range or the answer is too large — a smaller range may pass,
 * so it is split. `pruned`: the node no longer holds blocks that old — retrying is useless; newer ranges may pass.
 */
export const LOG_READ_ERRORS = {
  rateLimited: {
    messages: [
      'rate limit', // Infura: "daily request count exceeded, request rate limited"
      'too many requests',
      'exceeded the quota', // "You've exceeded the quota"
      'compute units per second', // Alchemy: "exceeded its compute units per second capacity"
    ],
    codes: [429],
  },
  range: {
    messages: [
      'block range', // "block range is too wide" (Ankr), "block range too large", "exceed maximum block range: 5000"
      'range too large',
      'range is too large', // polygon-rpc.com
      'more than 10000 results', // Infura
      'query returned more than', // Infura, geth-based nodes
      'log response size exceeded', // Alchemy
      'response size', // "response size should not greater than 10000000 bytes"
      'limited to a', // QuickNode: "eth_getLogs is limited to a 10,000 range"
      'too many blocks',
      'ranges over', // dRPC: "ranges over 10000 blocks are not supported on freetier"
      'max block range', // Cloudflare: "max block range 800"
      'too many results',
    ],
    codes: [-32005, -32600, -32602, 35],
  },
  pruned: {
    messages: [
      'pruned history unavailable', // geth with history expiry (EIP-4444)
      'history has been pruned',
      'historical data',
      'archive',
    ],
    codes: [4444],
  },
} as const;
