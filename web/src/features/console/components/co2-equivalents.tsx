import { useTranslation } from 'react-i18next';
import type {
  ConsoleCo2EquivalentSort,
  ConsoleCo2EquivalentsQuery,
} from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useConsoleCo2Equivalents } from '../api/console-co2-equivalents';
import { consoleExports } from '../api/console-exports';
import { Co2EquivalentForm } from './co2-equivalent-form';
import styles from './console.module.css';

type Equivalent = ConsoleCo2EquivalentsQuery['console_co2_equivalents']['items'][number];
const equivalentsPageSize = 20;

/** The list's view in the address, apart from the factors' above it (equivalents-*). */
const equivalentListOptions: ListOptions<ConsoleCo2EquivalentSort> = {
  sorts: ['equivalent', 'valid_from', 'source'],
  defaultSort: 'equivalent',
  defaultDirection: 'ASC',
  prefix: 'equivalents-',
};

/**
 * The everyday equivalents the dashboard compares savings with (the country's own figures and
 * the European ones it falls back to), and for staff who act one from a future day.
 */
export function Co2Equivalents({
  canAct,
  feedback,
}: {
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(equivalentListOptions);
  const { view } = list;
  const equivalents = useConsoleCo2Equivalents({
    page: view.page,
    page_size: equivalentsPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const kindName = (kind: string) =>
    t(`unitSummary.equivalents.kinds.${kind}`, { defaultValue: kind });
  const number = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(value);
  const columns: DataTableColumn<Equivalent, ConsoleCo2EquivalentSort>[] = [
    {
      key: 'kind',
      header: t('consoleFactors.equivalents.kind'),
      sort: 'equivalent',
      rowHeader: true,
      cell: (equivalent) => (
        <>
          {kindName(equivalent.equivalent)}
          <span className={styles.secondary}>
            {equivalent.country
              ? t(`country.${equivalent.country}`)
              : t('consoleFactors.equivalents.european')}
          </span>
        </>
      ),
    },
    {
      key: 'validFrom',
      header: t('consoleFactors.validFrom'),
      sort: 'valid_from',
      noWrap: true,
      cell: (equivalent) => formatDate(equivalent.valid_from, language),
    },
    {
      key: 'perTonne',
      header: t('consoleFactors.equivalents.perTonne'),
      noWrap: true,
      cell: (equivalent) => number(equivalent.per_ton_co2e),
    },
    {
      key: 'source',
      header: t('consoleFactors.source'),
      sort: 'source',
      cell: (equivalent) => (
        <>
          {equivalent.source_url ? (
            <a href={equivalent.source_url}>{equivalent.source}</a>
          ) : (
            equivalent.source
          )}
          {equivalent.source_year ? (
            <span className={styles.secondary}>{equivalent.source_year}</span>
          ) : null}
        </>
      ),
    },
  ];
  const found = equivalents.data?.console_co2_equivalents;
  return (
    <section className={styles.section} aria-labelledby="co2-equivalents">
      <h2 id="co2-equivalents" className={styles.sectionHeading}>
        {t('consoleFactors.equivalents.heading')}
      </h2>
      <p className={styles.pageIntro}>{t('consoleFactors.equivalents.intro')}</p>
      {canAct && found ? (
        <Co2EquivalentForm kinds={found.kinds} kindName={kindName} feedback={feedback} />
      ) : null}
      <ListFilterBar
        filtered={false}
        onClear={() => undefined}
        exports={
          <ListExportButtons
            name="co2-equivalents"
            // The list has no search: the file follows its order alone.
            query={exportQueryOf({ ...view, text: '' })}
            target={consoleExports}
            disabled={!found?.total}
          />
        }
      />
      {equivalents.isError ? (
        <p role="alert">{t('consoleFactors.equivalents.loadFailed')}</p>
      ) : null}
      {found ? (
        <DataTable
          caption={t('consoleFactors.equivalents.caption')}
          columns={columns}
          rows={found.items}
          rowKey={(equivalent) =>
            `${equivalent.equivalent}:${equivalent.country ?? ''}:${equivalent.valid_from}`
          }
          total={found.total}
          page={view.page}
          pageSize={equivalentsPageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
          empty={t('consoleFactors.equivalents.empty')}
        />
      ) : null}
    </section>
  );
}
