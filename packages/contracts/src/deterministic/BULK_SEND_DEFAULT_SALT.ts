/**
 * Salt of Fanout's BulkSend deployments through the deterministic-deployment proxy: keccak256("fanout.BulkSend").
 * With the same owner and the same bytecode, every chain gets BulkSend at the same address.
 */
export const BULK_SEND_DEFAULT_SALT = '0xad15297f350cdbae4ae7398afebb9b08fd54dcb54901c664cddc437ae05d0380';
