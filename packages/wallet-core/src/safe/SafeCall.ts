/** One call the Safe makes (operation CALL): what a Transaction Builder file or a Safe App proposal carries. */
export type SafeCall = {
  to: `0x${string}`;
  /** Wei the Safe attaches. */
  value: bigint;
  data: `0x${string}`;
};
