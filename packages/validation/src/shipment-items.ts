/**
 * What a customer usually ships, offered on its pickup orders: the dashboard's categories by
 * their English names (the web app translates them as the categories). The console chooses
 * from these, in this order.
 */
export const shipmentItemNames = [
  'Laptops',
  'Desktops',
  'Monitors',
  'Mobile phones',
  'Tablets',
  'Servers',
  'Network equipment',
  'Printers',
  'Storage media',
  'Other',
] as const;

export type ShipmentItemName = (typeof shipmentItemNames)[number];
