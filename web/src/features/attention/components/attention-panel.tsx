import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../shared/components/error-state';
import { StatusTag } from '../../../shared/components/status-tag';
import { formatDate } from '../../../shared/lib/format-date';
import { useAttentionItems } from '../api/get-attention-items';
import { attentionLinkOf, attentionPlaceOf } from '../lib/attention-links';
import { attentionTextsOf } from '../lib/attention-texts';
import styles from './attention-panel.module.css';

const collapsedItemCount = 5;

/**
 * "Needs your attention" at the top of the dashboard: each item a link to the page where it is
 * resolved, gone once it is; a calm line when nothing needs the reader. Plain markup and one
 * small query, so the dashboard's first paint pays next to nothing for it.
 */
export function AttentionPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const listId = useId();
  const attention = useAttentionItems();
  const answer = attention.data?.get_attention_items;
  const [expanded, setExpanded] = useState(false);
  const formatDay = (value: string) => formatDate(value, language);
  const items = answer?.items ?? [];
  // The dashboard's figures stay in sight: the most pressing few, the rest on request.
  const collapsed = !expanded && items.length > collapsedItemCount;
  const shown = collapsed ? items.slice(0, collapsedItemCount) : items;

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={attention.isPending}>
      <h2 id={headingId} className={styles.title}>
        {t('attention.title')}
      </h2>
      {attention.isPending ? (
        <p className={styles.quiet}>{t('attention.loading')}</p>
      ) : !answer ? (
        <ErrorState
          message={t('attention.error')}
          onRetry={() => void attention.refetch()}
          retrying={attention.isFetching}
        />
      ) : items.length === 0 ? (
        <div className={styles.calm}>
          <p className={styles.calmLine}>{t('attention.nothing')}</p>
          <p className={styles.quiet}>{t('attention.nothingDetail')}</p>
        </div>
      ) : (
        <>
          <ul className={styles.list} id={listId}>
            {shown.map((item) => {
              const texts = attentionTextsOf(item, t, formatDay);
              return (
                <li key={`${item.kind}-${item.target_id}`} className={styles.item}>
                  <Link to={attentionLinkOf(item)} className={styles.link}>
                    <span className={styles.text}>{texts.text}</span>
                    {texts.dateLine ? <span className={styles.date}>{texts.dateLine}</span> : null}
                  </Link>
                  <StatusTag tone={texts.tone}>{texts.status}</StatusTag>
                </li>
              );
            })}
            {(collapsed ? [] : answer.more).map((more) => {
              const place = attentionPlaceOf[more.kind];
              return (
                <li key={`more-${more.kind}`} className={styles.item}>
                  <Link to={place.to} className={styles.moreLink}>
                    {t('attention.more', { count: more.count, place: t(place.placeKey) })}
                  </Link>
                </li>
              );
            })}
          </ul>
          {items.length > collapsedItemCount ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
            >
              {collapsed
                ? t('attention.showAll', { count: items.length })
                : t('attention.showFewer')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
