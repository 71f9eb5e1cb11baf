import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { ActionNotice } from '../../../shared/components/action-notice';
import { SelectField } from '../../../shared/components/form-field';
import { PageHeader } from '../../../shared/components/page-header';
import type { ConsoleCo2FactorsQuery } from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useConsoleCo2Factors } from '../api/console-co2-factors';
import { consoleExports } from '../api/console-exports';
import { useConsoleMe } from '../api/console-me';
import { Co2Equivalents } from './co2-equivalents';
import { Co2FactorForm } from './co2-factor-form';
import styles from './console.module.css';

type Factor = ConsoleCo2FactorsQuery['console_co2_factors']['items'][number];
const factorsPageSize = 50;
const factorOptions: ListOptions<'default', 'category' | 'at'> = {
  sorts: ['default'],
  defaultSort: 'default',
  defaultDirection: 'ASC',
  filters: ['category', 'at'],
};

/**
 * The CO2 factors behind every customer's savings: what is published (never changed) and, for
 * staff who act, a factor from a future day.
 */
export function ConsoleFactorsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const role = useConsoleMe().data?.console_me.role;
  const list = useListView(factorOptions);
  const { view } = list;
  const factors = useConsoleCo2Factors({
    category: view.filters.category || null,
    at: view.filters.at || null,
    page: view.page,
    page_size: factorsPageSize,
  });
  const feedback = useActionNotice();
  const categoryName = (code: string) =>
    t(`unitSummary.categories.${code}`, { defaultValue: code });
  const kg = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  const columns: DataTableColumn<Factor, 'default'>[] = [
    {
      key: 'what',
      header: t('consoleFactors.what'),
      rowHeader: true,
      cell: (factor) => (
        <>
          {categoryName(factor.category)}
          {factor.model ? (
            <span className={styles.secondary}>
              {factor.manufacturer} {factor.model}
            </span>
          ) : (
            <span className={styles.secondary}>{t('consoleFactors.categoryAverage')}</span>
          )}
        </>
      ),
    },
    {
      key: 'validFrom',
      header: t('consoleFactors.validFrom'),
      noWrap: true,
      cell: (factor) => formatDate(factor.valid_from, language),
    },
    {
      key: 'kg',
      header: t('consoleFactors.kgColumn'),
      noWrap: true,
      cell: (factor) =>
        t('consoleFactors.kgRange', {
          kg: kg(factor.kg_co2e),
          low: kg(factor.kg_co2e_low),
          high: kg(factor.kg_co2e_high),
        }),
    },
    {
      key: 'source',
      header: t('consoleFactors.source'),
      cell: (factor) => (
        <>
          {factor.source_url ? <a href={factor.source_url}>{factor.source}</a> : factor.source}
          <span className={styles.secondary}>{factor.source_year}</span>
        </>
      ),
    },
  ];
  const page = factors.data?.console_co2_factors;
  return (
    <div className={styles.page}>
      <PageHeader title={t('consoleFactors.title')} />
      <p className={styles.pageIntro}>{t('consoleFactors.intro')}</p>
      {role === 'support' ? (
        <p className={styles.readOnly}>{t('consoleFactors.readOnly')}</p>
      ) : null}
      <ActionNotice notice={feedback.notice} />
      {role && role !== 'support' && page ? (
        <Co2FactorForm
          categories={page.categories}
          categoryName={categoryName}
          feedback={feedback}
        />
      ) : null}
      <section className={styles.section}>
        <ListFilterBar
          filtered={isFiltered(view)}
          onClear={list.clear}
          exports={
            <ListExportButtons
              name="co2-factors"
              query={
                new URLSearchParams({
                  ...(view.filters.category ? { category: view.filters.category } : {}),
                  ...(view.filters.at ? { at: view.filters.at } : {}),
                })
              }
              target={consoleExports}
              disabled={!factors.data?.console_co2_factors.total}
            />
          }
        >
          <SelectField
            label={t('consoleFactors.category')}
            value={view.filters.category ?? ''}
            onChange={(event) => list.setFilter('category', event.target.value || null)}
          >
            <option value="">{t('consoleFactors.allCategories')}</option>
            {(page?.categories ?? []).map((code) => (
              <option key={code} value={code}>
                {categoryName(code)}
              </option>
            ))}
          </SelectField>
          <DateInputField
            label={t('consoleFactors.inForceOn')}
            value={view.filters.at ?? ''}
            onChange={(day) => list.setFilter('at', day || null)}
          />
        </ListFilterBar>
        {factors.isError ? <p role="alert">{t('consoleFactors.loadFailed')}</p> : null}
        {page ? (
          <DataTable
            caption={t('consoleFactors.caption')}
            columns={columns}
            rows={page.items}
            rowKey={(factor) =>
              `${factor.category}:${factor.manufacturer ?? ''}:${factor.model ?? ''}:${factor.valid_from}`
            }
            total={page.total}
            page={view.page}
            pageSize={factorsPageSize}
            sort="default"
            direction="ASC"
            onSort={() => undefined}
            onPage={list.setPage}
            empty={t('consoleFactors.empty')}
          />
        ) : null}
      </section>
      {role ? <Co2Equivalents canAct={role !== 'support'} feedback={feedback} /> : null}
    </div>
  );
}
