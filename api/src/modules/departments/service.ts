import type { SupplierLoaders } from '../suppliers/service.js';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { DomainError } from '../../shared/errors.js';
import type { FileLocation } from '../../shared/file-store.js';
import { isUuid } from '../../shared/ids.js';
import type { TextTranslations } from '../../shared/translated-text.js';
import type { DocumentModel } from '../documents/document-model.js';
import { documentScopeSupplierIds, mayReadDocument } from '../documents/policy.js';
import { retireDocument, uploadDocument } from '../documents/service.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';
import type { AgreementModel } from './agreement-model.js';

interface DepartmentsContext {
  database: Database;
  loaders: SupplierLoaders;
}

export interface DepartmentsModel {
  agreements: AgreementModel[];
  mainAgreement: AgreementModel | null;
  associatedCompanies: SupplierModel[];
  /** The suppliers whose documents the viewer may read, for the agreements' terms. */
  ownerIds: string[];
}

/**
 * The departments page of the acting supplier: its agreements and those of the group it belongs
 * to (a department works under its master account's agreement), the main agreement (its own, else
 * the group's), and its associated companies (sub-suppliers).
 */
export async function getDepartments(
  context: DepartmentsContext,
  viewer: Viewer,
): Promise<DepartmentsModel> {
  const acting = await context.loaders.supplierById.load(viewer.supplierId);
  const ownerIds = documentScopeSupplierIds(viewer, acting);
  if (!acting || ownerIds.length === 0) {
    return { agreements: [], mainAgreement: null, associatedCompanies: [], ownerIds: [] };
  }
  const agreements = await context.database
    .selectFrom('agreements')
    .innerJoin('suppliers', 'suppliers.id', 'agreements.supplier_id')
    .selectAll('agreements')
    .select('suppliers.company as supplier_company')
    .where('agreements.supplier_id', 'in', ownerIds)
    .orderBy('agreements.is_main', 'desc')
    .orderBy('agreements.valid_from', 'desc')
    .orderBy('agreements.agreement_number')
    .execute();
  const mainAgreement =
    agreements.find((agreement) => agreement.is_main && agreement.supplier_id === acting.id) ??
    agreements.find((agreement) => agreement.is_main) ??
    null;
  const associatedCompanies = acting.is_master_account
    ? await context.loaders.subSuppliersByParentId.load(acting.id)
    : [];
  return { agreements, mainAgreement, associatedCompanies, ownerIds };
}

/** The agreement's terms document, when the viewer may read it. */
export async function termsDocumentOf(
  database: Database,
  agreement: AgreementModel,
  ownerIds: string[],
): Promise<DocumentModel | null> {
  if (!agreement.terms_document_id) return null;
  const document = await database
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', agreement.terms_document_id)
    .executeTakeFirst();
  return document && mayReadDocument(ownerIds, document) ? document : null;
}

export interface NewAgreement {
  supplierId: string;
  agreementNumber: string;
  title: string;
  titleTranslations?: TextTranslations | undefined;
  description?: string | undefined;
  descriptionTranslations?: TextTranslations | undefined;
  isMain: boolean;
  validFrom: string;
  validTo?: string | undefined;
  /** A PDF of the signed terms, stored as the supplier's own document. */
  termsFile?: string | undefined;
  termsContent?: Buffer | undefined;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  return dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/**
 * Records an agreement (for the provider's command line), with its terms as a document of the
 * supplier. A new main agreement takes over from the previous one.
 */
export async function addAgreement(
  database: Database,
  location: FileLocation,
  input: NewAgreement,
  /** A record of the addition kept in the same transaction (the console's logs). */
  record?: (transaction: Database, agreement: AgreementModel) => Promise<void>,
): Promise<AgreementModel> {
  const agreementNumber = input.agreementNumber.trim();
  const title = input.title.trim();
  if (agreementNumber.length < 1 || agreementNumber.length > 60) {
    throw new DomainError('BAD_USER_INPUT', 'The agreement number must be 1 to 60 characters.');
  }
  if (title.length < 1 || title.length > 200) {
    throw new DomainError('BAD_USER_INPUT', 'The title must be 1 to 200 characters.');
  }
  if (!isDay(input.validFrom)) {
    throw new DomainError('BAD_USER_INPUT', 'The start date must be a date (YYYY-MM-DD).');
  }
  if (input.validTo !== undefined && (!isDay(input.validTo) || input.validTo < input.validFrom)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'The end date must be a date (YYYY-MM-DD) on or after the start date.',
    );
  }
  const supplier = isUuid(input.supplierId)
    ? await database
        .selectFrom('suppliers')
        .select(['id', 'company'])
        .where('id', '=', input.supplierId)
        .executeTakeFirst()
    : undefined;
  if (!supplier) throw new DomainError('NOT_FOUND', `No supplier ${input.supplierId}.`);
  const taken = await database
    .selectFrom('agreements')
    .select('id')
    .where('supplier_id', '=', supplier.id)
    .where('agreement_number', '=', agreementNumber)
    .executeTakeFirst();
  if (taken) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `The supplier already has an agreement ${agreementNumber}.`,
    );
  }

  const terms =
    input.termsFile !== undefined || input.termsContent !== undefined
      ? (
          await uploadDocument(
            database,
            location,
            {
              filePath: input.termsFile ?? `${agreementNumber}.pdf`,
              documentKey:
                `agreement-${agreementNumber.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(
                  0,
                  80,
                ),
              category: 'agreement',
              title,
              titleTranslations: input.titleTranslations,
              supplierId: supplier.id,
            },
            input.termsContent,
          )
        ).document
      : undefined;
  try {
    return await database.transaction().execute(async (transaction) => {
      if (input.isMain) {
        await transaction
          .updateTable('agreements')
          .set({ is_main: false })
          .where('supplier_id', '=', supplier.id)
          .where('is_main', '=', true)
          .execute();
      }
      const agreement = await transaction
        .insertInto('agreements')
        .values({
          supplier_id: supplier.id,
          agreement_number: agreementNumber,
          title,
          title_translations: JSON.stringify(input.titleTranslations ?? {}),
          description: input.description?.trim() || null,
          description_translations: JSON.stringify(input.descriptionTranslations ?? {}),
          is_main: input.isMain,
          valid_from: input.validFrom,
          valid_to: input.validTo ?? null,
          terms_document_id: terms?.id ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const added = { ...agreement, supplier_company: supplier.company };
      await record?.(transaction, added);
      return added;
    });
  } catch (error) {
    if (terms) await retireDocument(database, terms.id);
    throw error;
  }
}
