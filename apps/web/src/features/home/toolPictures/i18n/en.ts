// English alt texts and captions of the home page's Tool pictures (i18next namespace `toolPictures`).
export const en = {
  list: {
    alt: 'The Tool with five pasted lines: the preview counts 4 recipients, 1 POL and 1 transaction, and line 3 is flagged as not a valid address.',
    caption: 'Paste a list: every line is checked, wrong ones are named',
  },
  quote: {
    alt: 'The quote before sending: 300 recipients in 2 transactions of 150 lines, with the gas, network cost and service fee of each.',
    caption: 'The fee and every transaction before you sign',
  },
  run: {
    alt: 'A run in progress: transaction 1 of 2 is paid, transaction 2 is sent and waiting for the chain.',
    caption: 'Watch each transaction being paid',
  },
  receipt: {
    alt: 'The receipt: 75 POL paid to 300 recipients in 2 transactions, with the service fee, gas used and network cost, and receipts to download as {{csv}} or JSON.',
    caption: 'A receipt for every payment',
  },
};
