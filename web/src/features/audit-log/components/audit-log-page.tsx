import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { DownloadButton } from '../../../shared/components/download-button';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type { AuditLogFilter } from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogPeople } from '../api/get-audit-log-people';
import {
  auditLogExportPath,
  auditLogPageSize,
  readAuditLogState,
  writeAuditLogState,
  type AuditLogState,
} from '../lib/audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import styles from './audit-log.module.css';
import { sortedByText } from '../../../shared/lib/text-order';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';

/** /account/audit-log: who did what in the organisation, for its admins. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [search, setSearch] = useSearchParams();
  const state = readAuditLogState(search);
  const log = useAuditLog({ filter: state.filter, page: state.page, page_size: auditLogPageSize });
  const choices = useAuditLogPeople(state.filter.supplier_id ?? null);

  const navigate = (next: AuditLogState) => setSearch(writeAuditLogState(next), { replace: true });
  const setFilter = (changes: Partial<AuditLogFilter>) =>
    navigate({ filter: { ...state.filter, ...changes }, page: 1 });

  const page = log.data?.get_audit_log;
  const pages = page ? Math.max(1, Math.ceil(page.total / auditLogPageSize)) : 1;
  const filtered = Object.values(state.filter).some(Boolean);
  const companies = sortedByText(
    choices.data?.get_suppliers ?? [],
    (company) => company.company,
    language,
  );
  const people = sortedByText(
    choices.data?.get_audit_log_actors ?? [],
    (person) => person.name || person.email || '',
    language,
  );

  return (
    <div className={styles.page}>
      {page ? (
        <p className={styles.intro}>{t('auditLog.intro', { months: page.retention_months })}</p>
      ) : null}
      <section className={styles.section} aria-labelledby="audit-filters-heading">
        <h2 id="audit-filters-heading" className={styles.heading}>
          {t('auditLog.filters')}
        </h2>
        <ListFilterBar
          filtered={filtered}
          onClear={() => navigate({ filter: {}, page: 1 })}
          exports={
            <>
              <DownloadButton
                path={auditLogExportPath(state.filter, language)}
                fileName="audit-log.csv"
                disabled={!page?.total}
                busyLabel={t('auditLog.exporting')}
                failedMessage={t('auditLog.exportFailed')}
              >
                {t('auditLog.export')}
              </DownloadButton>
            </>
          }
        >
          {companies.length > 1 ? (
            <SelectField
              label={t('auditLog.company')}
              value={state.filter.supplier_id ?? ''}
              onChange={(event) =>
                setFilter({ supplier_id: event.target.value || null, actor_id: null })
              }
            >
              <option value="">{t('auditLog.allCompanies')}</option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.company}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField
            label={t('auditLog.person')}
            value={state.filter.actor_id ?? ''}
            onChange={(event) => setFilter({ actor_id: event.target.value || null })}
          >
            <option value="">{t('auditLog.everyone')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {/* An API or SCIM token has a name and no e-mail address. */}
                {person.name && person.email
                  ? `${person.name} (${person.email})`
                  : person.name || person.email}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('auditLog.action')}
            value={state.filter.action ?? ''}
            onChange={(event) => setFilter({ action: event.target.value || null })}
          >
            <option value="">{t('auditLog.allActions')}</option>
            {(page?.actions ?? []).map((action) => (
              <option key={action} value={action}>
                {t(`auditLog.actions.${action}`)}
              </option>
            ))}
          </SelectField>
          <DateInputField
            label={t('auditLog.from')}
            value={state.filter.from ?? ''}
            max={state.filter.to ?? undefined}
            onChange={(day) => setFilter({ from: day || null })}
          />
          <DateInputField
            label={t('auditLog.to')}
            value={state.filter.to ?? ''}
            min={state.filter.from ?? undefined}
            onChange={(day) => setFilter({ to: day || null })}
          />
        </ListFilterBar>
      </section>

      <section className={styles.section} aria-labelledby="audit-list-heading">
        <div className={styles.toolbar}>
          <h2 id="audit-list-heading" className={styles.heading}>
            {page ? t('auditLog.total', { count: page.total }) : t('auditLog.title')}
          </h2>
          {log.isFetching ? (
            <span className={styles.loading} role="status">
              <Spinner size={24} />
              {t('auditLog.loading')}
            </span>
          ) : null}
        </div>
        {log.isError ? (
          <ErrorState
            message={t('auditLog.fetchFailed')}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : null}
        {page && page.total === 0 ? <p>{t('auditLog.empty')}</p> : null}
        {page && page.total > 0 ? (
          <>
            <AuditLogTable
              entries={page.entries}
              showCompany={companies.length > 1}
              formatTime={(value) => formatDateTime(value, language)}
            />
            {pages > 1 ? (
              <nav className={styles.pagination} aria-label={t('auditLog.pagination')}>
                <Button
                  variant="secondary"
                  disabled={state.page <= 1}
                  onClick={() => navigate({ ...state, page: state.page - 1 })}
                >
                  {t('auditLog.previous')}
                </Button>
                <span>{t('auditLog.page', { page: state.page, pages })}</span>
                <Button
                  variant="secondary"
                  disabled={state.page >= pages}
                  onClick={() => navigate({ ...state, page: state.page + 1 })}
                >
                  {t('auditLog.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
