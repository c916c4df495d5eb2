/** Values of a text's `{{name}}` placeholders (address, value, entry…), beside its `messageKey`. */
export type BatchCoreMessageParams = Readonly<Record<string, string | number>>;
