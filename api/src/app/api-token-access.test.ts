import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { requiredAccessOf as accessOf } from '../modules/api-tokens/policy.js';
import { apiTokenAccessOf, portalModules } from './modules.js';
import { loadSchemaDefinition } from './schema.js';

const apiTokenRootFields = apiTokenAccessOf();
const requiredAccessOf = (fields: readonly string[]) => accessOf(apiTokenRootFields, fields);

const schema = buildSchema(loadSchemaDefinition());
const rootFields = [
  ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
  ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
];

describe('what an organisation API token may call', () => {
  it('is decided for every root field of the schema: allowed or explicitly denied', () => {
    const unclassified = rootFields.filter((field) => !Object.hasOwn(apiTokenRootFields, field));
    expect(unclassified, "classify these in their module's apiTokenAccess").toEqual([]);
  });

  it('is decided by the module that declares the field, in its manifest', () => {
    for (const module of portalModules) {
      const declared = (module.graphqlSchemaFiles ?? []).flatMap((file) =>
        parse(readFileSync(file, 'utf8')).definitions.flatMap((definition) =>
          (definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
            definition.kind === Kind.OBJECT_TYPE_DEFINITION) &&
          ['Query', 'Mutation'].includes(definition.name.value)
            ? (definition.fields ?? []).map((field) => field.name.value)
            : [],
        ),
      );
      expect(Object.keys(module.apiTokenAccess ?? {}).sort(), module.name).toEqual(declared.sort());
    }
  });

  it('names no field the schema does not have', () => {
    expect(Object.keys(apiTokenRootFields).filter((field) => !rootFields.includes(field))).toEqual(
      [],
    );
  });

  it("refuses every mutation that is not an order (or a pickup's list, or a hold's answer), and anything unlisted", () => {
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    const allowedMutations = mutations.filter((field) => apiTokenRootFields[field] !== 'denied');
    expect(allowedMutations.sort()).toEqual(
      [
        'answer_unit_holds',
        'order_assignment',
        'order_evidence_pack',
        'order_report',
        'retry_report',
        'set_job_expected_assets',
      ].sort(),
    );
    expect(allowedMutations.every((field) => apiTokenRootFields[field] === 'order')).toBe(true);
    expect(requiredAccessOf(['some_future_operation'])).toBe('denied');
  });

  it('denies user, token and account administration whatever else is asked with it', () => {
    for (const field of [
      'invite_supplier_user',
      'deactivate_supplier_user',
      'get_supplier_users',
      'create_api_token',
      'revoke_api_token',
      'get_api_tokens',
      'update_user_information',
      'update_password',
      'auth_swap',
      'get_audit_log',
    ]) {
      expect(requiredAccessOf(['get_jobs', field]), field).toBe('denied');
    }
    expect(requiredAccessOf(['get_jobs', 'order_assignment'])).toBe('order');
    expect(requiredAccessOf(['get_jobs', '__typename'])).toBe('read');
  });
});
