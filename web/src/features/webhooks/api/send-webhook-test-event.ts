import { request } from '../../../shared/graphql/client';
import { SendWebhookTestEventDocument } from '../../../shared/graphql/generated/graphql';
import { useWebhookMutation } from './webhook-mutation';

export const useSendWebhookTestEvent = () =>
  useWebhookMutation((endpointId: string) =>
    request(SendWebhookTestEventDocument, { endpoint_id: endpointId }),
  );
