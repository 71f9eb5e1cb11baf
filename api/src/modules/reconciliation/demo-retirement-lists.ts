import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AssetListLayout } from '@itad-portal/validation';
import type { Database } from '../../database/connections.js';
import { cellRowsOfFile, spreadsheetFormatOf } from '../../shared/spreadsheet-rows.js';
import { userViewer, type Viewer } from '../auth/viewer-model.js';
import { pickUserRow, userColumns } from '../users/service.js';
import { mapFileRows } from './expected-asset-rows.js';
import { rememberedMapping } from './list-mappings.js';
import { storeExpectedAssets } from './service.js';
import {
  neverReceived,
  retirementListText,
  type ListDevice,
} from './demo-retirement-list-layouts.js';

/*
 * Demo retirement lists: each demo pickup whose list may still change (the service's rule: not
 * once processing has finished) gets a list exported from one of the customers' tools, naming
 * the job's received units but the last (unexpected) and two devices not received (missing). The text is read and stored as an upload is, so the customer's keys come out of the
 * same parser and rules. Deterministic: everything derives from the job and its units; storing
 * the same list again ('replace') leaves the job's list as it was.
 */

const layoutsInTurn: readonly AssetListLayout[] = ['intune', 'servicenow', 'snipe_it', 'jamf_pro'];

/** The demo supplier's user who attaches the lists: its own, or its master account's. */
async function listViewer(database: Database, supplierIds: string[]): Promise<Viewer | undefined> {
  const user = await database
    .selectFrom('users')
    .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
    .select(userColumns.map((column) => `users.${column}` as const))
    .select('suppliers.can_upload')
    .where('users.supplier_id', 'in', supplierIds)
    .where('users.status', '=', 'active')
    .orderBy((eb) => eb('users.supplier_id', '=', supplierIds[0] ?? ''), 'desc')
    .orderBy('users.created_at')
    .orderBy('users.id')
    .executeTakeFirst();
  if (!user) return undefined;
  const now = new Date();
  // No session: the seed acts as the user, as an upload in the user's session would.
  return userViewer(
    pickUserRow(user),
    { supplierId: user.supplier_id, canUpload: user.can_upload },
    { id: '', expiresAt: now, lastUsedAt: now },
  );
}

export interface DemoRetirementList {
  supplierId: string;
  jobId: string;
  jobNumber: string;
  layout: AssetListLayout;
  stored: number;
}

/** Reads the list's text as the upload reads a file, and stores it for the job as the user. */
async function storeList(
  database: Database,
  viewer: Viewer,
  jobId: string,
  layout: AssetListLayout,
  filePath: string,
  text: string,
): Promise<number> {
  await writeFile(filePath, text);
  const file = await mapFileRows(
    cellRowsOfFile(filePath, await spreadsheetFormatOf(filePath)),
    null,
    (headers) => rememberedMapping(database, viewer.supplierId, headers),
  );
  // A mapping the supplier chose for these headers is used as an upload would use it.
  if (file.problem || (file.layout !== layout && file.layout !== 'remembered')) {
    await file.rows.return(undefined);
    throw new Error(`The demo ${layout} list was read as ${file.layout ?? 'no layout'}.`);
  }
  const { stored } = await storeExpectedAssets(database, viewer, jobId, file.rows, 'replace');
  return stored;
}

/**
 * A retirement list for every open pickup of each supplier (tests name their own suppliers):
 * the tools take turns by supplier (company order) and pickup (order time), so a supplier's two
 * pickups and a group's companies show different tools.
 */
export async function seedDemoRetirementLists(
  database: Database,
  options: { onlySupplierIds?: string[] } = {},
): Promise<DemoRetirementList[]> {
  let supplierQuery = database
    .selectFrom('suppliers')
    .select(['id', 'company', 'city', 'parent_supplier_id'])
    .orderBy('company')
    .orderBy('id');
  if (options.onlySupplierIds)
    supplierQuery = supplierQuery.where('id', 'in', options.onlySupplierIds);
  const suppliers = await supplierQuery.execute();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'demo-retirement-lists-'));
  const seeded: DemoRetirementList[] = [];
  try {
    for (const [index, supplier] of suppliers.entries()) {
      const jobs = await database
        .selectFrom('jobs')
        .select(['id', 'job_number', 'created_at'])
        .where('supplier_id', '=', supplier.id)
        .where('kind', '=', 'COLLECTION')
        .where('status', '<>', 'COMPLETED')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const viewer = jobs.length
        ? await listViewer(
            database,
            [supplier.id, supplier.parent_supplier_id].filter((id) => id !== null),
          )
        : undefined;
      if (!viewer) continue;
      for (const [place, job] of jobs.entries()) {
        const layout = layoutsInTurn[(index + 2 * place) % layoutsInTurn.length] ?? 'intune';
        const units = await database
          .selectFrom('processed_units')
          .select(['serial_number', 'manufacturer', 'model', 'category'])
          .where('supplier_id', '=', supplier.id)
          .where('job_number', '=', job.job_number)
          .orderBy('id')
          .execute();
        // Numbered apart per pickup, so a supplier's lists never name two devices alike.
        const devices: ListDevice[] = [
          ...units.slice(0, -1).map((unit) => ({
            serialNumber: unit.serial_number,
            manufacturer: unit.manufacturer ?? '',
            model: unit.model ?? '',
            category: unit.category,
          })),
          ...neverReceived(job.job_number),
        ].map((device, position) => ({ ...device, number: place * 1_000 + position + 1 }));
        const text = retirementListText(layout, devices, {
          company: supplier.company,
          city: supplier.city ?? 'Oslo',
          day: new Date(job.created_at).toISOString().slice(0, 10),
        });
        const filePath = path.join(directory, `${job.id}.csv`);
        const stored = await storeList(database, viewer, job.id, layout, filePath, text);
        seeded.push({
          supplierId: supplier.id,
          jobId: job.id,
          jobNumber: job.job_number,
          layout,
          stored,
        });
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  return seeded;
}
