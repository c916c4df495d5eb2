/** Values of a text's `{{name}}` placeholders (chainId, address, error…), beside its `messageKey`. */
export type ContractsMessageParams = Readonly<Record<string, string | number>>;
