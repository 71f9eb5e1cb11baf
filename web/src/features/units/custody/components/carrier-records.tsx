import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../../shared/components/status-tag';
import { dateLocale, formatDateTime } from '../../../../shared/lib/format-date';
import { carrierAttemptsByCarrier, type UnitCustody } from '../lib/custody-timeline';
import styles from './unit-custody.module.css';

type Carrier = UnitCustody['carriers'][number];

/** Every sanitisation attempt of each data carrier, in NIST SP 800-88 / IEEE 2883 terms. */
export function CarrierRecords({ carriers }: { carriers: Carrier[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = dateLocale(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const gigabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte' });
  const term = (group: string, value: string) =>
    t(`unitCustody.${group}.${value}`, { defaultValue: value });
  const rows = carrierAttemptsByCarrier(carriers).flatMap((group) => group.attempts);

  return (
    <section className={styles.section} aria-labelledby="unit-carriers-heading">
      <h2 id="unit-carriers-heading" className={styles.heading}>
        {t('unitCustody.carriers.heading')}
      </h2>
      <p className={styles.intro}>{t('unitCustody.carriers.intro')}</p>
      {rows.length === 0 ? (
        <p>{t('unitCustody.carriers.none')}</p>
      ) : (
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={t('unitCustody.carriers.table')}
          // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('unitCustody.carriers.carrier')}</th>
                <th scope="col">{t('unitCustody.carriers.level')}</th>
                <th scope="col">{t('unitCustody.carriers.tool')}</th>
                <th scope="col">{t('unitCustody.carriers.verification')}</th>
                <th scope="col">{t('unitCustody.carriers.operator')}</th>
                <th scope="col">{t('unitCustody.carriers.time')}</th>
                <th scope="col">{t('unitCustody.carriers.result')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((carrier) => (
                <tr key={`${carrier.carrier_serial}-${carrier.sanitised_at}`}>
                  <th scope="row">
                    {carrier.carrier_serial}
                    <span className={styles.secondary}>
                      {[
                        term('carrierTypes', carrier.carrier_type),
                        [carrier.manufacturer, carrier.model].filter(Boolean).join(' '),
                        carrier.capacity_gb === null ? null : gigabytes.format(carrier.capacity_gb),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </th>
                  <td>
                    {term('levels', carrier.sanitisation_level)}
                    <span className={styles.secondary}>
                      {term('techniques', carrier.sanitisation_technique)}
                      {carrier.particle_size_mm === null
                        ? ''
                        : ` · ${t('unitCustody.carriers.particleSize', {
                            size: number.format(carrier.particle_size_mm),
                          })}`}
                    </span>
                  </td>
                  <td>
                    {[carrier.tool_name, carrier.tool_version].filter(Boolean).join(' ') ||
                      t('unitCustody.none')}
                  </td>
                  <td>
                    {term('verificationMethods', carrier.verification_method)}
                    <span className={styles.secondary}>
                      {term('verificationResults', carrier.verification_result)}
                    </span>
                  </td>
                  <td>{carrier.operator}</td>
                  <td>{formatDateTime(carrier.sanitised_at, language)}</td>
                  <td>
                    {carrier.result === 'passed' ? (
                      <StatusTag tone="active">{term('results', carrier.result)}</StatusTag>
                    ) : (
                      <span className={styles.failed}>{term('results', carrier.result)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
