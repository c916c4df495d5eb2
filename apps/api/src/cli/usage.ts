export const usage = `Fanout operator CLI  (pnpm --filter @fanout/api cli <command>)

  messages list   [--kind contact|quote] [--unhandled] [--spam] [--since YYYY-MM-DD] [--limit N] [--format table|json|csv]
  messages export [same filters]  --format csv|json     (all matching rows; default csv)
  messages handle <id> [<id>...]                       mark messages handled
  whitelist list  [--format table|json|csv]
  whitelist add <address> [note]
  whitelist remove <address>
  contracts list
  contracts set-approval <chainId> <address> [name]     the approval-for-all contract (index 1 of the list)
  contracts add <chainId> <address> [name]              a bulk-send contract for a chain
  contracts remove <id>

Uses the same database settings as the server (DATABASE_URL, or the embedded one in DATA_DIR,
which must not be open in a running server at the same time).
`;
