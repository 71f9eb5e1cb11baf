import { request } from '../../../shared/graphql/client';
import {
  CreateWebhookEndpointDocument,
  type CreateWebhookEndpointInput,
} from '../../../shared/graphql/generated/graphql';
import { useWebhookMutation } from './webhook-mutation';

export const useCreateWebhookEndpoint = () =>
  useWebhookMutation((input: CreateWebhookEndpointInput) =>
    request(CreateWebhookEndpointDocument, { input }),
  );
