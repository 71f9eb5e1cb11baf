import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/components/button';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag } from '../../../shared/components/status-tag';
import { TableScroll } from '../../../shared/components/table-scroll';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { WebhookEndpointFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendWebhookTestEvent } from '../api/send-webhook-test-event';
import { useSetWebhookEndpointEnabled } from '../api/set-webhook-endpoint-enabled';
import { CreateEndpointForm } from './create-endpoint-form';
import { DeliveryLog } from './delivery-log';
import { SecretDialog } from './secret-dialog';
import managementPage from '../../../shared/styles/management-page.module.css';
import styles from './webhooks.module.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;
type Endpoint = WebhookEndpointFieldsFragment;

/** The admin's webhook endpoints, their actions, the form to add one and the delivery log. */
export function WebhooksPage() {
  const { t, i18n } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const [secret, setSecret] = useState<{ value: string; previousUntil: string | null } | null>(
    null,
  );
  const [toDelete, setToDelete] = useState<Endpoint | null>(null);
  const [toRotate, setToRotate] = useState<Endpoint | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const sendTest = useSendWebhookTestEvent();
  const setEnabled = useSetWebhookEndpointEnabled();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const list = endpoints.data?.get_webhook_endpoints ?? [];
  const shownId = search.get('endpoint');
  const shown = list.find((endpoint) => endpoint.id === shownId) ?? null;
  const showLog = (endpoint: Endpoint) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('endpoint', endpoint.id);
      return next;
    });
  const failed = (error: unknown) =>
    setNotice({ kind: 'error', text: t(errorMessage(error, 'webhooks').key) });
  const succeeded = (key: string) => setNotice({ kind: 'success', text: t(key) });

  const statusOf = (endpoint: Endpoint) => {
    if (endpoint.enabled)
      return <StatusTag tone="active">{t('webhooks.status.enabled')}</StatusTag>;
    return (
      <StatusTag tone="default">
        {endpoint.disabled_reason === 'FAILING'
          ? t('webhooks.status.failing')
          : t('webhooks.status.disabled')}
      </StatusTag>
    );
  };

  const onSendTest = (endpoint: Endpoint) => {
    setNotice(null);
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        showLog(endpoint);
        succeeded('webhooks.notices.testSent');
      },
      onError: failed,
    });
  };
  const onToggle = (endpoint: Endpoint) => {
    setNotice(null);
    setEnabled.mutate(
      { endpointId: endpoint.id, enabled: !endpoint.enabled },
      {
        onSuccess: () =>
          succeeded(endpoint.enabled ? 'webhooks.notices.disabled' : 'webhooks.notices.enabled'),
        onError: failed,
      },
    );
  };
  const onDelete = () => {
    const endpoint = toDelete;
    if (!endpoint) return;
    remove.mutate(endpoint.id, {
      onSuccess: () => succeeded('webhooks.notices.deleted'),
      onError: failed,
      onSettled: () => setToDelete(null),
    });
  };
  const onRotate = () => {
    const endpoint = toRotate;
    if (!endpoint) return;
    rotate.mutate(endpoint.id, {
      onSuccess: (result) =>
        setSecret({
          value: result.rotate_webhook_secret.secret,
          previousUntil: result.rotate_webhook_secret.endpoint.previous_secret_expires_at ?? null,
        }),
      onError: failed,
      onSettled: () => setToRotate(null),
    });
  };

  return (
    <div className={managementPage.page}>
      <p className={managementPage.intro}>{t('webhooks.intro')}</p>
      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'success' ? managementPage.notice : managementPage.alert}
          role={notice.kind === 'success' ? 'status' : 'alert'}
        >
          {notice.text}
        </div>
      ) : null}

      <section aria-labelledby="webhooks-endpoints" className={managementPage.section}>
        <h2 id="webhooks-endpoints" className={managementPage.heading}>
          {t('webhooks.endpointsTitle')}
        </h2>
        {endpoints.isPending ? (
          <div role="status" className={managementPage.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : endpoints.isError ? (
          <ErrorState
            message={t('webhooks.errors.loadFailed')}
            onRetry={() => void endpoints.refetch()}
            retrying={endpoints.isFetching}
          />
        ) : list.length === 0 ? (
          <p>{t('webhooks.noEndpoints')}</p>
        ) : (
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
                {list.map((endpoint) => (
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
                    <td>{statusOf(endpoint)}</td>
                    <td>
                      {formatDateTime(endpoint.created_at, i18n.resolvedLanguage ?? i18n.language)}
                    </td>
                    <td>
                      <div className={managementPage.actions}>
                        <Button
                          variant="secondary"
                          onClick={() => showLog(endpoint)}
                          aria-label={t('webhooks.actions.showLogFor', { url: endpoint.url })}
                        >
                          {t('webhooks.actions.showLog')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => onSendTest(endpoint)}
                          disabled={sendTest.isPending}
                          aria-label={t('webhooks.actions.sendTestFor', { url: endpoint.url })}
                        >
                          {t('webhooks.actions.sendTest')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setToRotate(endpoint)}
                          aria-label={t('webhooks.actions.rotateFor', { url: endpoint.url })}
                        >
                          {t('webhooks.actions.rotate')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => onToggle(endpoint)}
                          disabled={setEnabled.isPending}
                          aria-label={t(
                            endpoint.enabled
                              ? 'webhooks.actions.disableFor'
                              : 'webhooks.actions.enableFor',
                            { url: endpoint.url },
                          )}
                        >
                          {endpoint.enabled
                            ? t('webhooks.actions.disable')
                            : t('webhooks.actions.enable')}
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() => setToDelete(endpoint)}
                          aria-label={t('webhooks.actions.deleteFor', { url: endpoint.url })}
                        >
                          {t('webhooks.actions.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      {shown ? <DeliveryLog endpoint={shown} onNotice={setNotice} /> : null}

      <CreateEndpointForm
        onSubmitted={() => setNotice(null)}
        onCreated={(value) => {
          succeeded('webhooks.notices.created');
          setSecret({ value, previousUntil: null });
        }}
        onFailed={failed}
      />

      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteQuestion', { url: toDelete?.url ?? '' })}
        confirmLabel={t('webhooks.actions.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />
      <ConfirmDialog
        open={toRotate !== null}
        onOpenChange={(open) => {
          if (!open) setToRotate(null);
        }}
        title={t('webhooks.rotateTitle')}
        message={t('webhooks.rotateQuestion')}
        confirmLabel={t('webhooks.actions.rotate')}
        pending={rotate.isPending}
        onConfirm={onRotate}
      />
    </div>
  );
}
