/** Where and when BulkSend was deployed on one network. */
export interface BulkSendDeployment {
  chainId: number;
  /** Network name as written by the deploy script: `polygon` or `amoy`. */
  network: string;
  address: string;
  owner: string;
  transactionHash: string;
  blockNumber: number;
  /** ISO 8601 time of the deployment. */
  deployedAt: string;
}
