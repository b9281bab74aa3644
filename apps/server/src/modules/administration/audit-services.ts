import * as contract from '@gm/contracts/administration/audit-services';
import { withTransaction } from '../../db/pool';
import { recordAudit } from '../../platform/audit';
import { translate } from '../../platform/messages';
import { type AnyService, BinaryReply, defineService } from '../../platform/registry';
import { auditRetentionOf, institutionName, setAuditRetention, settingsOf } from '../institutions/public';
import { auditWorkbook } from './audit-export';
import { auditOptions, auditRows, listAudit } from './audit-trail';

/** An export carries at most this many entries (the newest); narrower filters reach older ones. */
const EXPORT_MAX_ROWS = 50_000;

const list = defineService(contract.listAudit, {
  summary:
    "/config/audit: the hotel's audit trail, newest first: date range (the hotel's days), action or family, person (acting or emulated), text over the target; metadata.totalCount and data.",
  sample: (fx) => ({ actorId: fx.admin, limit: 10 }),
  async handler(ctx, input) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    return listAudit(ctx.deps.db, ctx.institutionId, hotel.timeZone, input);
  },
});

const options = defineService(contract.auditOptions, {
  summary: "What the audit page's filters offer (the trail's actions and people) and the hotel's retention in days.",
  async handler(ctx) {
    const [found, retentionDays] = await Promise.all([
      auditOptions(ctx.deps.db, ctx.institutionId),
      auditRetentionOf(ctx.deps.db, ctx.institutionId),
    ]);
    return { ...found, retentionDays };
  },
});

const exportXlsx = defineService(contract.exportAudit, {
  summary: `The filtered audit entries as an .xlsx workbook, newest first (at most ${EXPORT_MAX_ROWS}), dates in the hotel's time zone.`,
  sample: () => ({ action: 'emulation' }),
  async handler(ctx, input) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    const rows = await auditRows(ctx.deps.db, ctx.institutionId, hotel.timeZone, input, EXPORT_MAX_ROWS);
    const buffer = await auditWorkbook(rows, hotel.timeZone, ctx.locale);
    const name = `${translate('administration.audit.sheet', ctx.locale)} ${hotel.name}.xlsx`;
    return new BinaryReply(buffer, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name);
  },
});

const saveRetention = defineService(contract.saveAuditRetention, {
  summary: 'Sets how many days the hotel keeps its audit trail (30 to 3650); the change itself is audited.',
  sample: () => ({ retentionDays: 730 }),
  async handler(ctx, input) {
    const label = await institutionName(ctx.deps.db, ctx.institutionId);
    await withTransaction(ctx.deps.db, async (tx) => {
      const before = await setAuditRetention(tx, ctx.institutionId, input.retentionDays);
      if (before === input.retentionDays) return;
      await recordAudit(tx, ctx, {
        action: 'audit.retention',
        target: { type: 'institution', id: ctx.institutionId, label },
        before: { retentionDays: before },
        after: { retentionDays: input.retentionDays },
      });
    });
    return {
      status: 1,
      message: translate('administration.audit.retention_saved', ctx.locale, { days: input.retentionDays }),
      retentionDays: input.retentionDays,
    };
  },
});

export const auditServices: AnyService[] = [list, options, exportXlsx, saveRetention];
