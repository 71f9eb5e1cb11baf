import { request } from '../../../shared/graphql/client';
import { DeleteWebhookEndpointDocument } from '../../../shared/graphql/generated/graphql';
import { useWebhookMutation } from './webhook-mutation';

export const useDeleteWebhookEndpoint = () =>
  useWebhookMutation((endpointId: string) =>
    request(DeleteWebhookEndpointDocument, { endpoint_id: endpointId }),
  );
