/**
 * The Transaction Builder file format these files follow: `version` is the file format, `txBuilderVersion` the
 * Builder release whose export this mirrors (safe-react-apps, apps/tx-builder 1.18.3). The Builder reads neither when
 * it imports a file; they say what wrote it.
 */
export const TRANSACTION_BUILDER_FORMAT = {
  version: '1.0',
  txBuilderVersion: '1.18.3',
} as const;
