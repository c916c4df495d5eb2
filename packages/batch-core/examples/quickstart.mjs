// Runnable example, shipped in the package: `node node_modules/@fanout/batch-core/examples/quickstart.mjs`
// (in the repository, after a build: `node examples/quickstart.mjs` — the package imports itself by name).
import {
  bulkSendFee,
  chunk,
  formatAmount,
  isTokenAddressCandidate,
  mergeDuplicates,
  parseRecipients,
  toCsv,
} from '@fanout/batch-core';

const pasted = `address,amount
0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed, 12.5
0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359; 7.25
0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\t1
0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB,1e3`;

const plan = parseRecipients(pasted, { decimals: 6 }); // USDT on Polygon has 6 decimals
for (const error of plan.errors) console.log(`line ${error.line}: ${error.code}: ${error.message}`);
// line 4: DUPLICATE_ADDRESS: This address is also on line 2; merge the lines or remove one.
// line 5: AMOUNT_EXPONENT: Amount "1e3" uses an exponent; write the number out in full (...)

const merged = mergeDuplicates(plan);
console.log(merged.rows.map((row) => `${row.address} ${row.amount}`));
// [ '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed 13.5', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359 7.25' ]
console.log('total', formatAmount(merged.total, 6), 'USDT'); // total 20.75 USDT

for (const part of chunk(merged)) {
  // one sendErc20(token, part.recipients, part.amounts, { value: fee }) per chunk of at most 255
  const fee = bulkSendFee({ gasEstimate: 250_000n, gasPrice: 30_000_000_000n, feePercent: 5 });
  console.log(`chunk ${part.index}: ${part.recipients.length} recipients, ${part.total} units, fee ${fee} wei`);
}
// chunk 0: 2 recipients, 20750000 units, fee 7875000000000000 wei

console.log(isTokenAddressCandidate('0xc2132D05D31c914a87C6611C10748AEb04B58e8F')); // true: look the token up
console.log(toCsv([['address', 'amount'], ...merged.rows.map((row) => [row.address, row.amount])]));
