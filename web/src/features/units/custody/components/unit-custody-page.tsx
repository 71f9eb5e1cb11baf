import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../../../shared/components/breadcrumbs';
import {
  serialSearchPath,
  unitOriginOf,
  type UnitOrigin,
} from '../../../../shared/routing/unit-origin';
import { DownloadButton } from '../../../../shared/components/download-button';
import { ErrorState } from '../../../../shared/components/error-state';
import { PageHeader } from '../../../../shared/components/page-header';
import { Spinner } from '../../../../shared/components/spinner';
import { GraphQLRequestError } from '../../../../shared/graphql/client';
import { useCategoryLabel } from '../../../../shared/i18n/use-category-label';
import { dateLocale, formatDate } from '../../../../shared/lib/format-date';
import { formatMoney } from '../../../../shared/lib/format-money';
import { paths } from '../../../../shared/routing/paths';
import { useUnitCustody } from '../api/get-unit';
import type { UnitCustody } from '../lib/custody-timeline';
import { CarrierRecords } from './carrier-records';
import { CustodyTimeline } from './custody-timeline';
import { HoldRecords } from './hold-records';
import styles from './unit-custody.module.css';

/** The job a unit was opened from (its page's link passes it along), if any. */
function jobOf(state: unknown): { id: string; number: string } | null {
  if (typeof state !== 'object' || state === null || !('fromJob' in state)) return null;
  const job = state.fromJob;
  if (typeof job !== 'object' || job === null || !('id' in job) || !('number' in job)) return null;
  return typeof job.id === 'string' && typeof job.number === 'string'
    ? { id: job.id, number: job.number }
    : null;
}

type JobLink = { id: string; number: string };

/** The way back: to the job the unit was opened from, else to the serial search it came from. */
function wayBackOf(origin: UnitOrigin | null, job: JobLink | null) {
  if (job) return { kind: 'job' as const, job };
  return {
    kind: 'search' as const,
    to: serialSearchPath(origin?.kind === 'search' ? origin.search : ''),
  };
}

/** /units/{id}: one unit's chain of custody, its carriers' records and its certificate. */
export function UnitCustodyPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const unit = useUnitCustody(id);
  const [searchParams] = useSearchParams();
  const routerState: unknown = useLocation().state;
  const origin = unitOriginOf(searchParams);
  // The address says "from a job" (kept on reload); the unit itself names its job.
  const unitJob = unit.data?.get_unit.job;
  const fromJob =
    origin?.kind === 'job' && unitJob
      ? { id: unitJob.id, number: unitJob.job_number }
      : jobOf(routerState);
  const wayBack = wayBackOf(origin, fromJob);
  // The trail leads back once the unit is shown; a missing unit has none, so a link says it.
  const back =
    wayBack.kind === 'job' ? (
      <Link className={styles.link} to={paths.service(wayBack.job.id)}>
        {t('unitCustody.backToJob', { number: wayBack.job.number })}
      </Link>
    ) : (
      <Link className={styles.link} to={wayBack.to}>
        {t('unitCustody.backToSearch')}
      </Link>
    );
  const crumbsTo = (serial: string): Crumb[] =>
    wayBack.kind === 'job'
      ? [
          { label: t('navigation.jobs'), to: paths.servicesOverview },
          {
            label: t('pages.service.title', { id: wayBack.job.number }),
            to: paths.service(wayBack.job.id),
          },
          { label: serial },
        ]
      : [
          { label: t('pages.unitSummary.title'), to: paths.unitSummary },
          { label: t('unitSummary.search.heading'), to: wayBack.to },
          { label: serial },
        ];
  if (unit.isPending) {
    return (
      <>
        <PageHeader title={t('unitCustody.titleLoading')} />
        <p className={styles.loading} role="status">
          <Spinner size={32} />
          {t('unitCustody.loading')}
        </p>
      </>
    );
  }
  if (unit.isError) {
    const notFound = unit.error instanceof GraphQLRequestError && unit.error.code === 'NOT_FOUND';
    const message = t(notFound ? 'unitCustody.notFound' : 'unitCustody.fetchFailed');
    return (
      <>
        <PageHeader title={message} />
        <ErrorState
          message={message}
          onRetry={notFound ? undefined : () => void unit.refetch()}
          retrying={unit.isFetching}
        >
          <p>{back}</p>
        </ErrorState>
      </>
    );
  }
  const found = unit.data.get_unit;
  return (
    <>
      <Breadcrumbs crumbs={crumbsTo(found.serial_number)} />
      <PageHeader
        title={t('unitCustody.title', { serial: found.serial_number })}
        actions={<CertificateButton unit={found} />}
      />
      <div className={styles.page}>
        <UnitDetails unit={found} />
        <CustodyTimeline unit={found} />
        <HoldRecords serialNumber={found.serial_number} holds={found.holds} />
        <CarrierRecords carriers={found.carriers} />
      </div>
    </>
  );
}

function CertificateButton({ unit }: { unit: UnitCustody }) {
  const { t } = useTranslation();
  return (
    <div>
      <DownloadButton
        variant="primary"
        path={unit.certificate_path}
        fileName={`${unit.serial_number}-certificate.pdf`}
        busyLabel={t('unitCustody.certificate.downloading')}
        failedMessage={t('unitCustody.certificate.failed')}
      >
        {t('unitCustody.certificate.download')}
      </DownloadButton>
    </div>
  );
}

function UnitDetails({ unit }: { unit: UnitCustody }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categoryLabel = useCategoryLabel();
  const none = t('unitCustody.none');
  const weight =
    unit.weight_kg === null
      ? none
      : new Intl.NumberFormat(dateLocale(language), {
          style: 'unit',
          unit: 'kilogram',
          maximumFractionDigits: 2,
        }).format(unit.weight_kg);
  const rows: [string, string][] = [
    [t('unitCustody.serialNumber'), unit.serial_number],
    [t('unitCustody.product'), [unit.manufacturer, unit.model].filter(Boolean).join(' ') || none],
    [t('unitCustody.category'), categoryLabel(unit.category)],
    [t('unitCustody.weight'), weight],
    [t('unitCustody.grade'), unit.grade ?? none],
    [t('unitCustody.supplier'), unit.supplier_company],
    [t('unitCustody.jobNumber'), unit.job_number ?? none],
    [t('unitCustody.receivedAt'), formatDate(unit.created_at, language)],
    [
      t('unitCustody.outcome'),
      unit.outcome === 'recycled' && unit.downstream_recycler
        ? t('unitCustody.recycledBy', { recycler: unit.downstream_recycler })
        : t(`unitCustody.outcomes.${unit.outcome}`, { defaultValue: unit.outcome }),
    ],
    [
      t('unitCustody.completedAt'),
      unit.completed_date ? formatDate(unit.completed_date, language) : none,
    ],
    [
      t('unitCustody.value'),
      unit.value
        ? t(`unitCustody.valueKinds.${unit.value.kind}`, {
            amount: formatMoney(unit.value.amount, unit.value.currency, language),
          })
        : t('unitCustody.notValued'),
    ],
  ];
  return (
    <section className={styles.section} aria-labelledby="unit-details-heading">
      <h2 id="unit-details-heading" className={styles.heading}>
        {t('unitCustody.details')}
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
