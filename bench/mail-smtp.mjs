// node bench/mail-smtp.mjs [--seconds=5] [--connections=1,5] [--max-messages=100] [--nodemailer=<package dir>]
// Messages per second through a pooled nodemailer transport (pool options as adapters/mail/mail.ts sets them:
// maxConnections, maxMessages) to a loopback smtp-server, for each number of pooled connections, and the CPU
// time per message of client and server together (one process): on a busy machine msg/s falls, CPU per message
// much less. smtp-server waits 100 ms before each greeting, so every renewal (--max-messages) costs that.
// --nodemailer compares another build (e.g. an older major unpacked with `npm pack nodemailer@7`); by default
// the server's own. Figures only. Targets 127.0.0.1 only; each run is bounded in time and stops by itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRequire = createRequire(path.resolve(here, '../apps/server/package.json'));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const seconds = Number(arg('seconds', '5'));
const connectionCounts = arg('connections', '1,5').split(',').map(Number);
const maxMessages = Number(arg('max-messages', '100'));
const nodemailerPath = arg('nodemailer', null);

const nodemailerEntry = nodemailerPath
  ? createRequire(path.resolve(nodemailerPath, 'package.json')).resolve(path.resolve(nodemailerPath))
  : serverRequire.resolve('nodemailer');
const nodemailer = (await import(pathToFileURL(nodemailerEntry).href)).default;
/** The version of the package the entry belongs to (the nearest package.json named nodemailer above it). */
function versionOf(entry) {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name === 'nodemailer') return pkg.version;
    } catch {}
  }
  return 'unknown';
}
const version = versionOf(nodemailerEntry);
const { SMTPServer } = await import(pathToFileURL(serverRequire.resolve('smtp-server')).href);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      done();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address();

const text = `Open http://127.0.0.1/reset-password?token=${'x'.repeat(43)}&locale=pt\n`.repeat(4);
const rows = [];
for (const connections of connectionCounts) {
  const transport = nodemailer.createTransport(
    `smtp://127.0.0.1:${port}?ignoreTLS=true&pool=true&maxConnections=${connections}&maxMessages=${maxMessages}`,
  );
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  // Twice as many messages in flight as connections, so every pooled connection always has one waiting.
  await Promise.all(
    Array.from({ length: connections * 2 }, async () => {
      while (Date.now() < until) {
        try {
          await transport.sendMail({ from: 'Hotel <no-reply@bench.local>', to: 'guest@bench.local', subject: 'Recovery', text });
          sent++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  transport.close();
  rows.push({
    nodemailer: version,
    connections,
    maxMessages,
    sent,
    failed,
    'msg/s': Math.round(sent / elapsed),
    'cpu ms/msg': +((user + system) / 1000 / sent).toFixed(2),
  });
}
await new Promise((resolve) => smtp.close(resolve));
console.table(rows);
if (received < rows.reduce((n, r) => n + r.sent, 0)) throw new Error(`the SMTP peer received ${received} messages only`);
