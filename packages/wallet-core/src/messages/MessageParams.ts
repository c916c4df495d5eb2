/** Values of a text's `{{name}}` placeholders (line, address, network…), beside its {@link MessageKey}. */
export type MessageParams = Readonly<Record<string, string | number>>;
