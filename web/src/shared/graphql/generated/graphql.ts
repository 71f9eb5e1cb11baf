/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuthMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type AuthMutation = { auth: { id: string; token: string | null; language: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type RenewTokenMutationVariables = Exact<{ [key: string]: never }>;

export type RenewTokenMutation = { renew_token: { token: string } };

export type GetStartupQueryVariables = Exact<{ [key: string]: never }>;

export type GetStartupQuery = {
  get_startup: {
    webshop_url: string;
    session_expires_at: string;
    user: { id: string; language: string };
    permissions: {
      has_report_access: boolean;
      can_upload: boolean;
      is_admin: boolean;
      can_switch_supplier: boolean;
    };
    shipment_items: Array<{ name: string }>;
  };
};

export type GetUserQueryVariables = Exact<{ [key: string]: never }>;

export type GetUserQuery = {
  get_user: {
    id: string;
    name: string;
    language: string;
    supplier: { id: string; company: string; logo: string | null };
  };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const AuthDocument = new TypedDocumentString(`
    mutation auth($email: String!, $password: String!) {
  auth(email: $email, password: $password) {
    id
    token
    language
  }
}
    `) as unknown as TypedDocumentString<AuthMutation, AuthMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RenewTokenDocument = new TypedDocumentString(`
    mutation renew_token {
  renew_token {
    token
  }
}
    `) as unknown as TypedDocumentString<RenewTokenMutation, RenewTokenMutationVariables>;
export const GetStartupDocument = new TypedDocumentString(`
    query get_startup {
  get_startup {
    user {
      id
      language
    }
    permissions {
      has_report_access
      can_upload
      is_admin
      can_switch_supplier
    }
    shipment_items {
      name
    }
    webshop_url
    session_expires_at
  }
}
    `) as unknown as TypedDocumentString<GetStartupQuery, GetStartupQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query get_user {
  get_user {
    id
    name
    language
    supplier {
      id
      company
      logo
    }
  }
}
    `) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
