import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActionNotice } from '../../../shared/components/action-notice';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { WebhookEndpointFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendWebhookTestEvent } from '../api/send-webhook-test-event';
import { useSetWebhookEndpointEnabled } from '../api/set-webhook-endpoint-enabled';
import { CreateEndpointForm } from './create-endpoint-form';
import { DeliveryLog } from './delivery-log';
import { EndpointTable, type EndpointActions } from './endpoint-table';
import { SecretDialog } from './secret-dialog';
import managementPage from '../../../shared/styles/management-page.module.css';

type Endpoint = WebhookEndpointFieldsFragment;

/** The admin's webhook endpoints, their actions, the form to add one and the delivery log. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [search, setSearch] = useSearchParams();
  const feedback = useActionNotice();
  const [secret, setSecret] = useState<{ value: string; previousUntil: string | null } | null>(
    null,
  );
  const sendTest = useSendWebhookTestEvent();
  const setEnabled = useSetWebhookEndpointEnabled();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();

  const list = endpoints.data?.get_webhook_endpoints ?? [];
  const shownId = search.get('endpoint');
  const shown = list.find((endpoint) => endpoint.id === shownId) ?? null;
  const failed = (error: unknown) => feedback.failed(t(errorMessage(error, 'webhooks').key));
  const succeeded = (key: string) => feedback.succeeded(t(key));
  const showLog = (endpoint: Endpoint) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('endpoint', endpoint.id);
      return next;
    });

  const actions: EndpointActions = {
    busy: sendTest.isPending || setEnabled.isPending,
    onShowLog: showLog,
    onSendTest: (endpoint) => {
      feedback.clear();
      sendTest.mutate(endpoint.id, {
        onSuccess: () => {
          showLog(endpoint);
          succeeded('webhooks.notices.testSent');
        },
        onError: failed,
      });
    },
    onToggle: (endpoint) => {
      feedback.clear();
      setEnabled.mutate(
        { endpointId: endpoint.id, enabled: !endpoint.enabled },
        {
          onSuccess: () =>
            succeeded(endpoint.enabled ? 'webhooks.notices.disabled' : 'webhooks.notices.enabled'),
          onError: failed,
        },
      );
    },
    onDelete: (endpoint) =>
      remove
        .mutateAsync(endpoint.id)
        .then(() => succeeded('webhooks.notices.deleted'))
        .catch(failed),
    onRotate: (endpoint) =>
      rotate
        .mutateAsync(endpoint.id)
        .then((result) =>
          setSecret({
            value: result.rotate_webhook_secret.secret,
            previousUntil: result.rotate_webhook_secret.endpoint.previous_secret_expires_at ?? null,
          }),
        )
        .catch(failed),
  };

  return (
    <div className={managementPage.page}>
      <p className={managementPage.intro}>{t('webhooks.intro')}</p>
      <ActionNotice notice={feedback.notice} />

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
          <EndpointTable endpoints={list} actions={actions} />
        )}
      </section>

      {shown ? (
        <DeliveryLog endpoint={shown} onSucceeded={feedback.succeeded} onFailed={feedback.failed} />
      ) : null}

      <CreateEndpointForm
        onSubmitted={feedback.clear}
        onCreated={(value) => {
          succeeded('webhooks.notices.created');
          setSecret({ value, previousUntil: null });
        }}
        onFailed={failed}
      />

      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
