import type { TFunction } from 'i18next';
import type { StatusTone } from '../../../shared/components/status-tag';
import type { AttentionItem } from './attention-links';

/** The item's sentence, the line under it (its date) and its status label, in the reader's language. */
interface AttentionTexts {
  text: string;
  dateLine: string | null;
  status: string;
  tone: StatusTone;
}

function textOf(item: AttentionItem, t: TFunction): string {
  const name = { name: item.label, number: item.label, url: item.label, count: item.count ?? 0 };
  switch (item.kind) {
    case 'UPCOMING_JOB':
      return t('attention.items.upcomingJob', {
        kind: t(`jobs.kinds.${item.job_kind ?? 'COLLECTION'}`),
        number: item.label,
      });
    case 'JOB_MISSING_ASSETS':
      return t('attention.items.jobMissingAssets', name);
    case 'REPORT_READY':
      return t('attention.items.reportReady', name);
    case 'EVIDENCE_PACK_READY':
      return t('attention.items.evidencePackReady', name);
    case 'SETTLEMENT_UNPAID':
      return t('attention.items.settlementUnpaid', name);
    case 'SETTLEMENT_PUBLISHED':
      return t('attention.items.settlementPublished', name);
    case 'API_TOKEN_EXPIRING':
      return item.status === 'EXPIRED'
        ? t('attention.items.apiTokenExpired', name)
        : t('attention.items.apiTokenExpiring', name);
    case 'WEBHOOK_FAILING':
      return item.status === 'DISABLED'
        ? t('attention.items.webhookDisabled', name)
        : t('attention.items.webhookFailing', name);
    case 'UNITS_ON_HOLD':
      // One item for all held units; the overdue ones named only when there are any.
      return item.overdue_count
        ? t('attention.items.unitsOnHoldOverdue', {
            count: item.count ?? 0,
            overdue: item.overdue_count,
          })
        : t('attention.items.unitsOnHold', { count: item.count ?? 0 });
  }
}

const dateKeys: Partial<Record<AttentionItem['kind'], string>> = {
  UPCOMING_JOB: 'attention.dates.upcomingJob',
  JOB_MISSING_ASSETS: 'attention.dates.jobMissingAssets',
  REPORT_READY: 'attention.dates.reportReady',
  EVIDENCE_PACK_READY: 'attention.dates.evidencePackReady',
  SETTLEMENT_UNPAID: 'attention.dates.settlementUnpaid',
  SETTLEMENT_PUBLISHED: 'attention.dates.settlementPublished',
  API_TOKEN_EXPIRING: 'attention.dates.apiTokenExpiring',
  UNITS_ON_HOLD: 'attention.dates.unitsOnHold',
};

export function attentionTextsOf(
  item: AttentionItem,
  t: TFunction,
  formatDay: (value: string) => string,
): AttentionTexts {
  const dateKey =
    item.kind === 'API_TOKEN_EXPIRING' && item.status === 'EXPIRED'
      ? 'attention.dates.apiTokenExpired'
      : dateKeys[item.kind];
  // A pickup's or delivery's status is the job's own, worded as on the jobs pages.
  const isJobStatus = item.kind === 'UPCOMING_JOB';
  return {
    text: textOf(item, t),
    dateLine: dateKey && item.date ? t(dateKey, { date: formatDay(item.date) }) : null,
    status: isJobStatus
      ? t(`jobs.statuses.${item.status}`)
      : t(`attention.statuses.${item.status}`),
    tone: isJobStatus
      ? 'created'
      : item.status === 'READY' || item.status === 'PUBLISHED'
        ? 'active'
        : 'warning',
  };
}
