import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../shared/components/button';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type { EvidencePackFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { downloadFile } from '../../../shared/lib/download-file';
import { formatDate } from '../../../shared/lib/format-date';
import { paths } from '../../../shared/routing/paths';
import {
  evidencePacksPageSize,
  fetchAllEvidencePacks,
  useEvidencePacks,
} from '../api/get-evidence-packs';
import { saveCsv } from '../lib/packs-csv';
import styles from './evidence.module.css';
import { OrderEvidencePackForm } from './order-evidence-pack-form';
import { TableScroll } from '../../../shared/components/table-scroll';

function PackStatus({ pack }: { pack: EvidencePackFieldsFragment }) {
  const { t } = useTranslation();
  if (pack.status === 'GENERATING' || pack.status === 'QUEUED') {
    return (
      <span className={styles.progressCell}>
        {t(`evidence.status.${pack.status}`)}
        <progress
          className={styles.progress}
          max={100}
          value={pack.progress_percent}
          aria-label={t('evidence.list.progress', { percent: pack.progress_percent })}
        />
        <span className={styles.percent}>{pack.progress_percent} %</span>
      </span>
    );
  }
  return <span>{t(`evidence.status.${pack.status}`)}</span>;
}

/** /evidence-packs: order a pack for a job or a period, and the packs with progress and download. */
export function EvidencePacksPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const [page, setPage] = useState(1);
  const packs = useEvidencePacks(page);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [exporting, setExporting] = useState(false);

  const subjectOf = (pack: EvidencePackFieldsFragment) =>
    pack.job_number
      ? t('evidence.list.job', { number: pack.job_number })
      : t('evidence.list.period', {
          from: formatDate(pack.from ?? '', i18n.language),
          to: formatDate(pack.to ?? '', i18n.language),
        });

  const download = (pack: EvidencePackFieldsFragment) => {
    if (!pack.download_path) return;
    setDownloadFailed(false);
    downloadFile(pack.download_path, pack.file_name ?? 'evidence-pack.zip').catch(() =>
      setDownloadFailed(true),
    );
  };

  const exportCsv = async () => {
    setExporting(true);
    setDownloadFailed(false);
    try {
      const all = await fetchAllEvidencePacks();
      saveCsv(
        [
          t('evidence.list.columns.subject'),
          t('evidence.list.columns.ordered'),
          t('evidence.list.orderedBy'),
          t('evidence.list.columns.status'),
          t('evidence.list.fileName'),
          t('evidence.list.columns.sha256'),
        ],
        all.map((pack) => [
          subjectOf(pack),
          pack.created,
          pack.ordered_by,
          t(`evidence.status.${pack.status}`),
          pack.file_name ?? null,
          pack.sha256 ?? null,
        ]),
        'evidence-packs.csv',
      );
    } catch {
      setDownloadFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const total = packs.data?.get_evidence_packs.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / evidencePacksPageSize));

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="evidence-order-heading">
        <h2 id="evidence-order-heading" className={styles.heading}>
          {t('evidence.order.heading')}
        </h2>
        <p className={styles.intro}>{t('evidence.order.intro')}</p>
        <OrderEvidencePackForm initialJobId={search.get('job')} />
      </section>
      <section className={styles.section} aria-labelledby="evidence-list-heading">
        <h2 id="evidence-list-heading" className={styles.heading}>
          {t('evidence.list.heading')}
        </h2>
        <p className={styles.intro}>
          {t('evidence.list.verifyHint')}{' '}
          <Link to={paths.verify}>{t('evidence.list.verifyLink')}</Link>
        </p>
        {packs.isPending ? (
          <div role="status" className={styles.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : packs.isError ? (
          <ErrorState
            message={t('evidence.list.failed')}
            onRetry={() => void packs.refetch()}
            retrying={packs.isFetching}
          />
        ) : !packs.data.get_evidence_packs.packs.length ? (
          <p>{t('evidence.list.empty')}</p>
        ) : (
          <>
            <TableScroll label={t('evidence.list.caption')}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('evidence.list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('evidence.list.columns.subject')}</th>
                    <th scope="col">{t('evidence.list.columns.ordered')}</th>
                    <th scope="col">{t('evidence.list.columns.status')}</th>
                    <th scope="col">{t('evidence.list.columns.sha256')}</th>
                    <th scope="col">{t('evidence.list.columns.download')}</th>
                  </tr>
                </thead>
                <tbody>
                  {packs.data.get_evidence_packs.packs.map((pack) => (
                    <tr key={pack.id}>
                      <th scope="row">{subjectOf(pack)}</th>
                      <td>
                        {formatDate(pack.created, i18n.language)}, {pack.ordered_by}
                      </td>
                      <td>
                        <PackStatus pack={pack} />
                      </td>
                      <td className={styles.hash}>{pack.sha256 ?? ''}</td>
                      <td>
                        {pack.download_path ? (
                          <Button
                            variant="secondary"
                            onClick={() => download(pack)}
                            aria-label={t('evidence.list.downloadOf', { subject: subjectOf(pack) })}
                          >
                            {t('evidence.list.download', {
                              size: ((pack.size_bytes ?? 0) / 1_000_000).toFixed(1),
                            })}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <nav className={styles.pager} aria-label={t('evidence.list.pages')}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {t('evidence.list.previous')}
              </Button>
              <span>{t('evidence.list.pageOf', { page, pages })}</span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('evidence.list.next')}
              </Button>
              <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
                {t('evidence.list.export')}
              </Button>
            </nav>
          </>
        )}
        {downloadFailed ? (
          <p role="alert" className={styles.alert}>
            {t('evidence.list.downloadFailed')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
