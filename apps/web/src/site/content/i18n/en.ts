// English texts of the sample content shared by several pages: team members, testimonials, reviews, FAQ entries, blog cards, pricing plans and counters (i18next namespace `content`).
export const en = {
  teamMembers: {
    anaRuiz: {
      name: '{{anaRuiz}}',
      post: 'Smart contracts',
      desc: 'Keeps the bulk-send contract small and readable.',
    },
    weiZhang: {
      name: 'Wei Zhang',
      post: 'Front end',
      desc: 'Builds the Tool and its checks.',
    },
    samAdeyemi: {
      name: '{{samAdeyemi}}',
      post: 'Community host',
      desc: 'Runs the weekly treasurer call.',
    },
    lenaNovak: {
      name: '{{lenaNovak}}',
      post: 'Security',
      desc: 'Leads the wallet safety workshops.',
    },
    kenjiMori: {
      name: 'Kenji Mori',
      post: 'Back end',
      desc: 'Looks after the API and the mail queue.',
    },
    priyaNair: {
      name: '{{priyaNair}}',
      post: 'Design',
      desc: 'Draws the site and keeps it readable.',
    },
    tomKeller: {
      name: '{{tomKeller}}',
      post: 'Support',
      desc: 'Answers messages within a business day.',
    },
    liNa: {
      name: 'Li Na',
      post: 'Chinese community',
      desc: 'Hosts the Chinese-language sessions.',
    },
  },
  testimonials: {
    miraOkafor: {
      text: 'Our monthly contributor payout went from 60 transactions to one review and three signatures.',
      name: '{{miraOkafor}}',
      org: 'Treasurer, {{latticeGuild}}',
    },
    chenYu: {
      text: 'The duplicate check caught two copy-paste errors in our first airdrop list. That alone paid for the evening.',
      name: 'Chen Yu',
      org: 'Ops lead, {{northwindDao}}',
    },
    lukasBrandt: {
      text: 'The wallet safety workshop is the first one I have sent my whole team to.',
      name: '{{lukasBrandt}}',
      org: 'Founder, {{quayLabs}}',
    },
  },
  reviews: {
    miraOkafor: {
      title: 'Payroll in minutes',
      text: 'Sixty payouts, three signatures.',
    },
    chenYu: {
      title: 'Clear fees',
      text: 'I knew the cost before I signed, every time.',
    },
    lukasBrandt: {
      title: 'Great workshop',
      text: 'My team finally understands approvals.',
    },
    amaraDiallo: {
      title: 'Caught our mistakes',
      text: 'Two duplicate addresses flagged on the first try.',
      name: '{{amaraDiallo}}',
      org: 'Grants lead, Open Tide',
    },
    jonasWeber: {
      title: 'Simple for new members',
      text: 'Our newest treasurer ran the payout alone.',
      name: '{{jonasWeber}}',
      org: 'Treasurer, Kiln Collective',
    },
    sofiaMarquez: {
      title: 'Helpful hosts',
      text: 'Answered within a few hours on a Monday.',
      name: '{{sofiaMarquez}}',
      org: 'Community manager, Harbor Labs',
    },
    liuYang: {
      title: 'Exactly what we needed',
      text: 'Airdrop done in one evening.',
      name: 'Liu Yang',
      org: 'Ops, Meridian Guild',
    },
    danielOkoro: {
      title: 'Solid checks',
      text: 'Line numbers on every error save a lot of time.',
      name: '{{danielOkoro}}',
      org: 'Developer, Relay Works',
    },
    hanaSato: {
      title: 'Good docs',
      text: 'The blog posts read like checklists. Good.',
      name: 'Hana Sato',
      org: 'Organiser, {{polygon}} meetup Osaka',
    },
  },
  faq: {
    custody: {
      question: 'Does {{fanout}} ever hold my tokens?',
      answer:
        'No. Tokens move from your wallet to the recipients in the same transaction; the contract only keeps the service fee.',
    },
    recipientCap: {
      question: 'How many recipients can one transaction have?',
      answer: 'Up to 255. Longer lists are split into several batches and you sign each one.',
    },
    cost: {
      question: 'What does it cost?',
      answer: 'Network gas plus a small service fee based on the gas estimate. Both are shown before you sign.',
    },
    walletStorage: {
      question: 'Are the wallets I create stored anywhere?',
      answer: 'No. They are generated in your browser and only saved if you download them yourself.',
    },
    networks: {
      question: 'Which networks are supported?',
      answer: 'Bulk send runs on {{polygon}} today. Wallet creation covers {{evm}} networks and {{aptos}}.',
    },
  },
  blogCards: {
    firstAirdrop: {
      title: 'Running your first airdrop without surprises',
      desc: 'A checklist from list collection to the last receipt.',
    },
    allowances: {
      title: 'What an allowance is, and when to revoke it',
      desc: 'Approvals explained with the Tool as the example.',
    },
    monthlyPayroll: {
      title: 'Paying contributors monthly on {{polygon}}',
      desc: 'How one guild moved payroll to batches.',
    },
    duplicates: {
      title: 'Duplicate addresses: the quiet list killer',
      desc: 'Why duplicates happen and how the checker finds them.',
    },
    testWallets: {
      title: 'Creating test wallets for an event',
      desc: 'Batch wallets for a hackathon, and how to hand them out.',
    },
    feeEstimate: {
      title: 'Reading a fee estimate',
      desc: 'Gas, gas price and the service fee, line by line.',
    },
    commentsLabel: 'Comments',
    sharesLabel: 'Shares',
  },
  months: {
    jan: 'Jan',
    feb: 'Feb',
    mar: 'Mar',
    apr: 'Apr',
    may: 'May',
    jun: 'Jun',
  },
  pricingPlans: {
    standard: 'Standard',
    premium: 'Premium',
    unlimited: 'Unlimited',
  },
  pricingFeatures: {
    lists: '5 saved lists',
    listsMore: '50 saved lists',
    listsAll: 'Unlimited saved lists',
    support: 'Community support',
    supportFast: 'Support within 24 hours',
    workshop: 'One workshop seat',
    workshopTeam: 'Workshop seats for your team',
    csvReceipts: '{{csv}} receipts export',
  },
  counters: {
    transfers: 'Batch transfers sent',
    wallets: 'Wallets created',
    recipients: 'Recipients paid',
    members: 'Members',
  },
} as const;
