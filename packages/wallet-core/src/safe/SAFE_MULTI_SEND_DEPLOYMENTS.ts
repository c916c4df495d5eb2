/**
 * Safe's canonical MultiSend and MultiSendCallOnly deployments (v1.3.0, its EIP-155 variant, and v1.4.1): a Safe
 * transaction that delegate-calls one of these runs the packed calls inside it as the Safe. The Transaction Builder
 * executes a batch through MultiSendCallOnly.
 */
export const SAFE_MULTI_SEND_DEPLOYMENTS = [
  '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
  '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
  '0x998739BFdAAdde7C933B942a68053933098f9EDa',
  '0xA1dabEF33b3B82c7814B6D82A79e50F4AC44102B',
  '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
] as const;
