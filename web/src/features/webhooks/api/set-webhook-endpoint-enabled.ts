import { request } from '../../../shared/graphql/client';
import { SetWebhookEndpointEnabledDocument } from '../../../shared/graphql/generated/graphql';
import { useWebhookMutation } from './webhook-mutation';

export const useSetWebhookEndpointEnabled = () =>
  useWebhookMutation((variables: { endpointId: string; enabled: boolean }) =>
    request(SetWebhookEndpointEnabledDocument, {
      endpoint_id: variables.endpointId,
      enabled: variables.enabled,
    }),
  );
