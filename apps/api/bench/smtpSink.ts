// A local SMTP sink for the mail-on bench, in its own process (so its work does not skew autocannon's timings):
// accepts every mail on 127.0.0.1, counts them and their distinct Message-IDs, and reports over IPC when asked.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let received = 0;
const ids = new Set<string>();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 64,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (c: Buffer) => {
      if (head.length < 4096) head += c.toString('utf8');
    });
    stream.on('end', () => {
      received++;
      const id = head.match(/^Message-ID:\s*(.+?)\r?$/im)?.[1];
      if (id) ids.add(id);
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as AddressInfo).port });
});
process.on('message', (m: { report?: boolean }) => {
  if (m.report) process.send?.({ received, unique: ids.size });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
