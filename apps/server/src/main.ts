import { loadBlobKeyring, purgeTemporaryUploads } from './adapters/blob/blob';
import { purgeExpiredMailSecrets } from './adapters/mail/mail';
import { buildPorts } from './adapters/ports';
import { buildApp } from './app';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrate';
import { createPool, DASHBOARD_READ_SETTINGS } from './db/pool';
import { scheduleAuditPurge } from './modules/administration/public';
import { schedulePmsImports } from './modules/bookings/public';
import { scheduleCampaignDelivery, scheduleFlowTicks, startBounceIntake } from './modules/campaigns/public';
import { scheduleFaceRetention } from './modules/checkin/public';
import { scheduleBlobReseal } from './modules/documents/public';
import { SettingsCache } from './modules/institutions/public';
import { scheduleMessagingIngestion } from './modules/messaging/public';
import { schedulePostStaySurveys, schedulePreArrivalInvitations } from './modules/notifications/public';
import { scheduleProfileSweeps } from './modules/profiles/public';
import { scheduleReviewSync } from './modules/reputation/public';
import { scheduleNpsClose } from './modules/surveys/public';
import { loadConfig } from './platform/config';
import type { AppDeps } from './platform/deps';
import { StartupError } from './platform/errors';
import { EventHub } from './platform/events';
import { startJobRunner } from './platform/jobs';
import { SessionCache } from './platform/sessions';
import { keptSigningSecret } from './platform/signing-secret';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, livingSummary, seedDemoIfEmpty } from './seed/seed';

async function main(): Promise<void> {
  const started = Date.now();
  // The one read of the environment: whatever cannot run (TRUST_PROXY, JWT_SECRET, BLOB_KEY...) stops here.
  const config = loadConfig();
  // Production needs JWT_SECRET from the environment; the demo keeps one in DATA_DIR (platform/signing-secret.ts).
  if (!config.jwtSecretFromEnv) config.jwtSecret = keptSigningSecret(config.dataDir);
  // Read before anything starts: an unreadable key file must not leave an embedded database behind (0022).
  const blobKeyring = loadBlobKeyring(config.blobKeys, config.dataDir);
  const notices: string[] = [];
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, {
      port: config.embeddedPgPort,
      notice: (m) => notices.push(m),
    });
    databaseUrl = embedded.url;
  }
  const db = createPool(databaseUrl);
  // Every outside system, once, from the configuration.
  const ports = buildPorts(config, db, { blobKeyring });
  const applied = await migrate(db);
  const seeded =
    config.seedDemo === 'off'
      ? null
      : await seedDemoIfEmpty(
          db,
          config.seedDemo === 'living' ? { ports, captureWindowDays: config.billing.captureWindowDays } : undefined,
        );
  const sessions = new SessionCache(db);
  await sessions.start();
  const settings = await new SettingsCache(db).start();
  const events = new EventHub(db);
  await events.start();
  // The dashboards' reads (docs/decisions/0070-dashboard-engine.md, 0082): the read replica when configured, else a
  // small pool of their own on the main database; either way without parallel workers (a dashboard runs its cards
  // side by side: a Gather per card on 2 cores doubled a card's time, 24 -> 11 ms on 1M bookings).
  const readDb = createPool(config.databaseReadUrl ?? databaseUrl, config.databaseReadUrl ? 20 : 8, DASHBOARD_READ_SETTINGS);
  const deps: AppDeps = { db, config, ports, sessions, events, readDb };
  const app = await buildApp(deps);
  deps.log = app.log;
  // What a crash may have left: link tokens kept past their expiry, half-written uploads (swept in the background:
  // a large store has many folders; only files older than this start are taken, never a new upload's).
  await purgeExpiredMailSecrets(db);
  void purgeTemporaryUploads(deps, started).then(
    (n) => n && app.log.warn(`removed ${n} half-written upload file(s) (*.tmp) left by an interrupted run`),
    (error: unknown) => app.log.warn({ err: error }, 'sweep of half-written uploads failed'),
  );
  if (await scheduleBlobReseal(deps))
    notices.push('BLOB_KEY_PREVIOUS is set: images sealed with an older key are being re-sealed in the background');
  const stopJobs = await startJobRunner(deps);
  await schedulePmsImports(deps);
  await schedulePreArrivalInvitations(deps.db);
  await schedulePostStaySurveys(deps.db);
  await scheduleAuditPurge(deps);
  await scheduleNpsClose(deps);
  await scheduleProfileSweeps(deps.db);
  await scheduleReviewSync(deps);
  await scheduleMessagingIngestion(deps);
  await scheduleFlowTicks(deps.db);
  await startBounceIntake(deps);
  await scheduleCampaignDelivery(deps.db);
  await scheduleFaceRetention(deps.db);
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  Guest platform ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${config.publicUrl}`,
    `  Database: ${embedded ? `embedded PostgreSQL (data in ${config.dataDir})` : 'DATABASE_URL'}${applied.length ? `, ${applied.length} migration(s) applied` : ''}${seeded ? `, demo data seeded${seeded.living ? ` (${livingSummary(seeded.living)})` : ''}` : ''}`,
    ...notices.map((m) => `  Note: ${m}`),
    `  API reference: ${config.publicUrl}/api/docs`,
    `  Demo accounts (demo only; password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.role}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    // Listeners first: an embedded PostgreSQL stops on the same signal, and a listener that lost its connection
    // meanwhile would be reconnecting while the pool ends.
    sessions.stop();
    settings.stop();
    events.stop();
    await stopJobs().catch(() => {});
    await app.close().catch(() => {});
    await ports.mail.close().catch(() => {});
    await ports.bounceInbox.close().catch(() => {});
    await ports.marketingMail.close().catch(() => {});
    await readDb?.end().catch(() => {});
    await db.end().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A refusal the operator can act on is one line; anything else keeps its stack for a bug report.
  const oneLine =
    error instanceof StartupError || ['EADDRINUSE', 'EACCES'].includes(String((error as NodeJS.ErrnoException | undefined)?.code));
  const text = error instanceof Error ? (oneLine ? error.message : (error.stack ?? error.message)) : String(error);
  process.stderr.write(`Start failed: ${text}\n`);
  process.exit(1);
});
