import { request } from '../../../shared/graphql/client';
import { RedeliverWebhookDocument } from '../../../shared/graphql/generated/graphql';
import { useWebhookMutation } from './webhook-mutation';

export const useRedeliverWebhook = () =>
  useWebhookMutation((deliveryId: string) =>
    request(RedeliverWebhookDocument, { delivery_id: deliveryId }),
  );
