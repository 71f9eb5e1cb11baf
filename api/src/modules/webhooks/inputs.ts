import { z } from 'zod';
import { integrationLimits } from '@itad-portal/validation';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { webhookDeliverySorting } from './delivery-list.js';
import { webhookEventKeys } from './webhook-model.js';

export const createWebhookEndpointInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the URL.')
    .max(integrationLimits.webhookUrl, 'The URL is too long.'),
  description: z
    .string()
    .trim()
    .max(integrationLimits.webhookDescription, 'The description is too long.')
    .nullish()
    .transform((value) => value ?? ''),
  events: z
    .array(z.enum(webhookEventKeys))
    .min(1, 'Choose at least one event.')
    .transform((events) => [...new Set(events)]),
});

export const endpointIdInput = z.object({ endpoint_id: z.string().trim().max(100) });
export const deliveryIdInput = z.object({ delivery_id: z.string().trim().max(100) });
export const setEnabledInput = z.object({
  endpoint_id: z.string().trim().max(100),
  enabled: z.boolean(),
});

const deliveryFilter = {
  status: z.enum(['pending', 'delivered', 'failed']).nullish(),
  text: z.string().trim().max(100).nullish(),
};

export const webhookDeliveryFilterInput = z
  .object(deliveryFilter)
  .nullish()
  .transform((filter) => filter ?? {});
export const webhookDeliveryListArguments = listArgumentsInput(webhookDeliverySorting);

/** GET /files/{country}/exports/webhook-deliveries.{csv,xlsx}: the log's filter and order. */
export const webhookDeliveryExportQuery = {
  endpoint_id: z.string().trim().max(100),
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
  text: z.string().trim().max(100).optional(),
  ...listOrderQuery(webhookDeliverySorting),
};
