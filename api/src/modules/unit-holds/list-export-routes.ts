import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { currencyOfCountry } from '../settlements/settlement-model.js';
import { unitHoldExportQuery } from './inputs.js';
import { unitHoldListReader, unitHoldSorting } from './service.js';

const column = (name: string) => `lists.unitHolds.columns.${name}`;

/**
 * The processing holds as CSV or XLSX, exactly as the page's filter and order show them:
 * GET /files/{country}/exports/unit-holds.{csv,xlsx}
 */
export const unitHoldListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'unit-holds',
    apiTokens: 'read',
    docs: { subject: 'The processing holds list', tag: 'Processing holds' },
    sheetName: 'lists.sheets.unitHolds',
    query: unitHoldExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { sort, direction, ...filter } = query;
      const read = await unitHoldListReader(
        scope.database,
        viewer,
        filter,
        listOrderOf(unitHoldSorting, { sort, direction }, language),
      );
      const currency = currencyOfCountry[scope.country];
      return async (database, offset, limit) =>
        (await read(database, offset, limit)).map((hold) => ({ ...hold, currency }));
    },
    columns: (t) => [
      { header: t(column('serialNumber')), value: (hold) => hold.serial_number, width: 22 },
      { header: t(column('assetTag')), value: (hold) => hold.asset_tag },
      { header: t(column('deviceName')), value: (hold) => hold.device_name, width: 22 },
      { header: t('lists.columns.manufacturer'), value: (hold) => hold.manufacturer },
      { header: t(column('model')), value: (hold) => hold.model, width: 22 },
      { header: t(column('category')), value: (hold) => hold.category },
      { header: t(column('jobNumber')), value: (hold) => hold.job_number },
      { header: t('lists.columns.company'), value: (hold) => hold.company_name, width: 28 },
      {
        header: t(column('reason')),
        value: (hold) => t(`unitHolds.reasons.${hold.reason}`),
        width: 24,
      },
      { header: t(column('note')), value: (hold) => hold.note, width: 40 },
      {
        header: t(column('valueAtStake')),
        value: (hold) => hold.value_at_stake,
        kind: 'amount',
      },
      { header: t('lists.columns.currency'), value: (hold) => hold.currency, width: 8 },
      {
        header: t(column('placedAt')),
        value: (hold) => hold.placed_at.toISOString(),
        kind: 'instant',
      },
      {
        header: t(column('respondBy')),
        value: (hold) => hold.respond_by.toISOString(),
        kind: 'instant',
      },
      {
        header: t(column('state')),
        value: (hold) => t(`unitHolds.states.${hold.state}`),
        width: 22,
      },
      {
        header: t(column('answeredAt')),
        value: (hold) => hold.answered_at?.toISOString() ?? null,
        kind: 'instant',
      },
      { header: t(column('answeredBy')), value: (hold) => hold.answered_by, width: 24 },
      { header: t(column('answerNote')), value: (hold) => hold.answer_note, width: 40 },
    ],
  }),
];
