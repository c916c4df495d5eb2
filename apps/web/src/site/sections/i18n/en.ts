// English texts of the sections shared by the home variants and the About pages: work process, counters, media, offerings, team and the store cards (i18next namespace `sections`).
export const en = {
  process: {
    kicker: 'Work process',
    title: 'From list to receipt',
    collect: {
      title: 'Collect',
      text: 'Gather addresses and amounts in a sheet.',
    },
    check: {
      title: 'Check',
      text: 'Paste them into the Tool and fix flagged lines.',
    },
    approve: {
      title: 'Approve',
      text: 'Grant the contract the allowance it needs, once.',
    },
    send: {
      title: 'Send',
      text: 'Send each batch and share the receipts.',
    },
  },
  counters: {
    title: 'The community in numbers',
  },
  media: {
    kicker: 'Media',
    title: 'Communities that send with {{fanout}}',
  },
  offerings: {
    kicker: 'Offerings',
    title: 'For everyone who pays out',
    senders: {
      title: 'For senders',
      text: 'Payroll, bounties and rewards without one transaction per person.',
    },
    communities: {
      title: 'For communities',
      text: 'Airdrops and grants with lists everyone can check.',
    },
    developers: {
      title: 'For developers',
      text: 'Open packages for parsing lists and computing fees exactly.',
    },
  },
  team: {
    kicker: 'Team',
    title: 'The people who keep it running',
    lead: 'Sample profiles of the maintainers and hosts.',
  },
  stores: {
    caption: 'Get the wallet on',
    appStore: '{{appStore}}',
    googlePlay: '{{googlePlay}}',
  },
} as const;
