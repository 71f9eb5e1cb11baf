import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag';
import { TableScroll } from '../../../shared/components/table-scroll';
import type { WebhookEndpointFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { RowMenu } from '../../../shared/lists/row-menu';
import styles from './webhooks.module.css';

type Endpoint = WebhookEndpointFieldsFragment;

/** What a row's menu does; the promises keep a confirmation busy until they end. */
export interface EndpointActions {
  busy: boolean;
  onShowLog: (endpoint: Endpoint) => void;
  onSendTest: (endpoint: Endpoint) => void;
  onToggle: (endpoint: Endpoint) => void;
  onRotate: (endpoint: Endpoint) => Promise<unknown>;
  onDelete: (endpoint: Endpoint) => Promise<unknown>;
}

function EndpointStatus({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  if (endpoint.enabled) return <StatusTag tone="active">{t('webhooks.status.enabled')}</StatusTag>;
  return (
    <StatusTag tone="default">
      {endpoint.disabled_reason === 'FAILING'
        ? t('webhooks.status.failing')
        : t('webhooks.status.disabled')}
    </StatusTag>
  );
}

/** The endpoints, each row's actions in one menu (deleting and rotating ask first). */
export function EndpointTable({
  endpoints,
  actions,
}: {
  endpoints: Endpoint[];
  actions: EndpointActions;
}) {
  const { t, i18n } = useTranslation();
  const menuOf = (endpoint: Endpoint) => [
    { label: t('webhooks.actions.showLog'), onSelect: () => actions.onShowLog(endpoint) },
    {
      label: t('webhooks.actions.sendTest'),
      disabled: actions.busy,
      onSelect: () => actions.onSendTest(endpoint),
    },
    {
      label: endpoint.enabled ? t('webhooks.actions.disable') : t('webhooks.actions.enable'),
      disabled: actions.busy,
      onSelect: () => actions.onToggle(endpoint),
    },
    {
      label: t('webhooks.actions.rotate'),
      confirm: {
        title: t('webhooks.rotateTitle'),
        message: t('webhooks.rotateQuestion'),
        confirmLabel: t('webhooks.actions.rotate'),
        destructive: false,
      },
      onSelect: () => actions.onRotate(endpoint),
    },
    {
      label: t('webhooks.actions.delete'),
      confirm: {
        title: t('webhooks.deleteTitle'),
        message: t('webhooks.deleteQuestion', { url: endpoint.url }),
        confirmLabel: t('webhooks.actions.delete'),
      },
      onSelect: () => actions.onDelete(endpoint),
    },
  ];
  return (
    <TableScroll label={t('webhooks.endpointsCaption')}>
      <table>
        <caption className="visually-hidden">{t('webhooks.endpointsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.columns.url')}</th>
            <th scope="col">{t('webhooks.columns.events')}</th>
            <th scope="col">{t('webhooks.columns.status')}</th>
            <th scope="col">{t('webhooks.columns.created')}</th>
            <th scope="col">{t('webhooks.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <th scope="row" className={styles.url}>
                {endpoint.url}
                {endpoint.description ? (
                  <>
                    <br />
                    <small>{endpoint.description}</small>
                  </>
                ) : null}
              </th>
              <td>
                <ul className={styles.events}>
                  {endpoint.events.map((event) => (
                    <li key={event}>{t(`webhooks.events.${event}`)}</li>
                  ))}
                </ul>
              </td>
              <td>
                <EndpointStatus endpoint={endpoint} />
              </td>
              <td>{formatDateTime(endpoint.created_at, i18n.resolvedLanguage ?? i18n.language)}</td>
              <td>
                <RowMenu
                  label={t('lists.rowMenu.actionsFor', { name: endpoint.url })}
                  items={menuOf(endpoint)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
