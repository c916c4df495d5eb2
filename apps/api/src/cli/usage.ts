export const usage = `Fanout operator CLI  (pnpm --filter @fanout/api cli <command>)

  messages list   [--kind contact|quote] [--unhandled] [--spam] [--mail pending|sent|failed|none]
                  [--since YYYY-MM-DD] [--limit N] [--format table|json|csv]      newest first, 50 by default
  messages export [same filters]  [--format csv|json|table]     all matching rows, oldest first (default csv)
  messages handle <id> [<id>...]                       mark messages handled
  outbox list     [--status pending|sent|failed] [--limit N] [--format table|json|csv]
  outbox retry    <id> [<id>...] | --all-failed        send failed mails again (outbox or message ids)
  whitelist list  [--format table|json|csv]
  whitelist add <address> [note]
  whitelist remove <address>
  contracts list  [--format table|json|csv]            GET /api/contract/list, read from the chain settings
  contracts add <chainId> <address>                    the chain's BulkSend: same as chains set <chainId> --bulksend
  contracts set-approval <chainId> <address>           the approval-for-all contract (index 1 of the list)
  contracts clear-approval                             no approval-for-all contract
  chains list     [--format table|json|csv]            the chains GET /api/chains serves (json: exactly that)
  chains set <chainId> [--name N] [--rpc URL[,URL...]] [--explorer URL] [--bulksend ADDRESS|predicted]
                  [--native-name N] [--native-symbol S] [--native-decimals D] [--default]
                  [--bulksend-version v2|v3] [--older-bulksend ADDRESS:v2|v3|none]... [--safe-service URL|none|default]
                  add a chain (one not built in needs name, native symbol/decimals and RPC) or update one;
                  a replaced --bulksend address moves to the older ones (history still read)
  chains ens      [--chain-id ID] [--rpc URL] [--registry ADDRESS] [--off] [--default]
                  where the Tool resolves ENS names (no option: show it; default: mainnet registry, chain 1's RPC)
  chains disable|enable <chainId>                      hide a chain from the Tool, or offer it again
  chains remove <chainId>                              drop the operator's settings and tokens of a chain
  chains token-add <chainId> <address> [--symbol S] [--decimals D] [--default]
  chains token-remove <chainId> <address>

Messages show their mail: mailStatus (pending, sent, failed, or none for spam and when mail is off),
mailAttempts and mailError (the last SMTP error). Table output shows control characters escaped
(\\e for ESC, \\n, \\xHH); CSV cells that a spreadsheet would run as a formula start with '.
An option a command does not know is refused.

Uses the same database settings as the server (DATABASE_URL, or the embedded one in DATA_DIR,
which must not be open in a running server at the same time). chains uses BULKSEND_OWNER and BULKSEND_SALT
to show predicted BulkSend addresses; RPC and explorer URLs must be https (http for localhost only).
`;
