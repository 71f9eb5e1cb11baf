import { request } from '../../../shared/graphql/client';
import { RotateWebhookSecretDocument } from '../../../shared/graphql/generated/graphql';
import { useWebhookMutation } from './webhook-mutation';

export const useRotateWebhookSecret = () =>
  useWebhookMutation((endpointId: string) =>
    request(RotateWebhookSecretDocument, { endpoint_id: endpointId }),
  );
