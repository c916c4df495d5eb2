// English texts of the home variants' own sections: hero, services, idea, platform and roadmap, phone, features, pricing, rounds… (i18next namespace `home`, loaded with the home chunk).
export const en = {
  hero: {
    kicker: 'A community for bulk transfers on {{polygon}}',
    title: 'Send one token to hundreds of people in one go',
    lead: '{{fanout}} is where builders and operators run airdrops, payroll and grants with public tools: paste a list, check the fee, approve once, send.',
    ctaTool: 'Open the tool',
    illustration: 'One point with lines fanning out to many wallets',
  },
  services: {
    kicker: 'Services',
    title: 'What we run for the community',
    lead: 'Four things, done carefully and explained before you sign anything.',
    bulk: {
      title: 'Bulk send on {{polygon}}',
      text: 'One token, up to 255 recipients per transaction, one approval for the whole list. You see the fee before your wallet asks you to sign.',
    },
    wallets: {
      title: 'Batch wallet creation',
      text: 'Create {{evm}} or {{aptos}} wallets in your browser for test runs and events. Keys are generated locally and never sent anywhere.',
    },
    planning: {
      title: 'Airdrop and payout planning',
      text: 'Check lists for duplicates and bad addresses, split them into batches and estimate the cost before the day of the send.',
    },
    workshops: {
      title: 'Wallet safety workshops',
      text: 'Monthly sessions on approvals, phishing and key storage, run by members who handle payouts every week.',
    },
  },
  idea: {
    kicker: 'Idea',
    title: 'Why bulk tools matter',
    lead: 'Paying forty contributors by hand means forty transactions, forty fees and forty chances to paste the wrong address.',
    text: '{{fanout}} started as a chat of community treasurers who were tired of that. We wrote down what went wrong, built the tools we wished we had, and kept them public so anyone can check what they do.',
    time: {
      title: 'Time',
      text: 'A payroll that took an afternoon now takes one review and one signature.',
    },
    fees: {
      title: 'Fees',
      text: 'One transaction per batch instead of one per person keeps gas costs down.',
    },
    mistakes: {
      title: 'Mistakes avoided',
      text: 'Lists are checked line by line before anything is sent.',
    },
  },
  platform: {
    kicker: 'Platform',
    title: 'How the Tool works',
    lead: 'Three steps, each one visible before you commit to it.',
    principlesTitle: 'Principles',
    steps: {
      connect: {
        title: 'Connect',
        text: 'Connect a browser wallet on {{polygon}}. We only read your address and balances.',
      },
      paste: {
        title: 'Paste or upload',
        text: 'Paste lines of address, amount or upload a {{csv}}. Every line is checked and totals are exact.',
      },
      send: {
        title: 'Send',
        text: 'Approve the token once, review the fee, and send batch by batch with a receipt for each.',
      },
    },
    principles: {
      keys: 'Keys never leave your browser.',
      cap: 'The contract is public and capped at 255 recipients per transaction.',
      fee: 'The fee is shown before you sign.',
    },
  },
  roadmap: {
    title: 'Roadmap',
    savedLists: {
      date: 'Q1 2027',
      title: 'Saved lists',
      text: 'Keep recipient lists in your browser and reuse them for the next round.',
    },
    permitApprovals: {
      date: 'Q2 2027',
      title: 'Permit-based approvals',
      text: 'Sign an approval instead of sending a separate transaction where the token supports it.',
    },
    moreChains: {
      date: 'Q3 2027',
      title: 'More chains',
      text: 'The same contract and checks on further {{evm}} networks, chosen with the community.',
    },
    aptosTransfers: {
      date: 'Q4 2027',
      title: '{{aptos}} transfers',
      text: 'Batch transfers for the {{aptos}} wallets you can already create today.',
    },
  },
  phone: {
    kicker: 'On your phone',
    title: 'Works in your wallet app',
    lead: 'Open {{fanout}} in the browser of your mobile wallet and run the same checks as on desktop.',
    note: 'Store links point to wallet apps we have tested; {{fanout}} itself needs no install.',
    mockupLabel: 'Totals and batches before you send',
  },
  features: {
    kicker: 'Project',
    title: 'Built for people who pay many people',
    lead: 'Every feature comes from a payout that went wrong somewhere.',
    lineChecks: {
      title: 'Line-by-line checks',
      text: 'Bad addresses, bad amounts, too many decimals and duplicates are flagged with their line number.',
    },
    exactTotals: {
      title: 'Exact totals',
      text: 'Amounts are summed as exact decimals, never rounded floats.',
    },
    autoBatches: {
      title: 'Automatic batches',
      text: 'Long lists are split into chunks of at most 255 recipients.',
    },
    oneApproval: {
      title: 'One approval',
      text: 'The tool asks only for the allowance that is missing.',
    },
    feeUpFront: {
      title: 'Fee up front',
      text: 'Gas estimate and service fee are shown before each signature.',
    },
    receipts: {
      title: 'Receipts',
      text: 'Every batch ends with a transaction link you can share with recipients.',
    },
  },
  screenshots: {
    kicker: 'Screenshots',
    title: 'A look at the Tool',
  },
  share: {
    kicker: 'Community',
    title: 'Share what worked',
    lead: 'Members post their payout checklists, {{csv}} templates and post-mortems so the next treasurer does not start from zero.',
    cta: 'Read the community notes',
  },
  pricing: {
    kicker: 'Pricing',
    title: 'Plans for teams that send often',
    lead: 'Sample plans: the on-chain fee is the same for everyone.',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: '/ month',
    perYear: '/ year',
    featured: 'Most popular',
    choose: 'Choose plan',
  },
  faq: {
    kicker: 'FAQ',
    title: 'Questions we hear every week',
  },
  testimonials: {
    kicker: 'Testimonials',
    title: 'What members say',
  },
  rounds: {
    kicker: 'Rounds',
    title: 'Community payout rounds',
    lead: 'Each card is one round the community ran together.',
    round: 'Round {{id}}',
    recipients_one: '{{count}} recipient',
    recipients_other: '{{count}} recipients',
    showAll: 'Show all {{count}} rounds',
    showLatest: 'Show the latest {{count}} only',
    batches_one: '{{count}} batch',
    batches_other: '{{count}} batches',
  },
  talk: {
    title: 'Planning a big send?',
    lead: 'Book a call with a host and walk through your list before the day.',
    cta: 'Talk to a host',
  },
  partners: {
    kicker: 'Partners',
    title: 'Built with partners',
  },
  blog: {
    kicker: 'Blog',
    title: 'Notes from the community',
  },
  quoteHero: {
    kicker: 'Start a project',
  },
  countdownHero: {
    title: '{{milestone}} (roadmap, {{date}}) arrive in',
  },
  discount: {
    title: 'Get 20% off your first project',
    text: 'Subscribe and we send the code with the next newsletter.',
  },
  videoHero: {
    label: 'Background video of the community at work',
  },
} as const;
