// English texts of ENS names in a list (issue 38; i18next namespace `ens`, registered with the transfer panel's ENS
// parts). The line issues of name lines are `code_ENS_…` of the transfer namespace.
export const en = {
  title: 'ENS names',
  where:
    'Read on Ethereum for {{chain}}: the address each name gives for {{chain}}, never its Ethereum address in its place. The address read is frozen into the run when it is planned.',
  notConfigured:
    'ENS is not configured on this site (no Ethereum RPC for ENS in its chain settings): names cannot be paid. Write the addresses instead.',
  reading: 'Reading ENS names on Ethereum: {{done}} of {{total}}…',
  readFailed: 'The ENS names could not be read on Ethereum ({{detail}}).',
  readAgain: 'Read the names again',
  /** Before a name (the name follows at once). */
  line: 'Line {{line}}: ',
  pending: ': not read yet',
  /** After an address, as are reverseOther and reverseNone. */
  reverseMatches: ' (its primary name is {{name}})',
  reverseOther: ' (careful: this address calls itself {{primary}}, not {{name}})',
  reverseNone: ' (this address has no primary name)',
  /** After a name, as are the other err… texts. */
  errInvalid: ': not a valid ENS name',
  errNoResolver: ': no such ENS name (not registered, or no resolver)',
  errNoChainAddress: ': no address for {{chain}}; its Ethereum address is not used on other chains',
  errRead: ': could not be read; read the names again',
  more: '… and {{count}} more lines with names.',
  runNames: 'Paid by ENS name (the address frozen when the run was planned):',
  changedTitle: 'ENS names that point elsewhere now',
  changedText:
    'Right before signing, these names were read again: they give another address now than the one frozen into this run. Nothing was signed. The run pays the frozen address; to pay the new one, edit the list so it is planned again.',
  changedLine: 'Line {{line}}, {{name}}',
  /** Before an address, as is changedNow. */
  changedFrozen: 'In the run (paid if you send): ',
  changedNow: 'The name gives now: ',
  changedNone: 'no address for this chain',
  changedSend: 'Pressing Send again pays the addresses in the run.',
};
