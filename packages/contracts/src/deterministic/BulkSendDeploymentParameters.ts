/** Parameters of a deterministic BulkSend deployment. */
export interface BulkSendDeploymentParameters {
  /** Fee wallet: receives claimed fees and may change the fee percent. Part of the address. */
  owner: string;
  /** 32-byte salt (0x + 64 hex digits); default `BULK_SEND_DEFAULT_SALT`. Part of the address. */
  salt?: string;
}
