/** The transaction that deploys BulkSend through the proxy, and the address it creates. */
export interface BulkSendDeterministicDeployment {
  /** The deterministic-deployment proxy. */
  to: string;
  /** `salt ++ initCode` (BulkSend's creation code with the owner appended). */
  data: string;
  /** Where BulkSend will be: CREATE2(proxy, salt, keccak256(initCode)). */
  address: string;
  owner: string;
  salt: string;
}
