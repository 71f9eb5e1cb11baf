import { sendOperation } from '../../../shared/graphql/client';
import { RenewTokenDocument } from '../../../shared/graphql/generated/graphql';

export type RenewalResult = { token: string } | { errors: string[] };

/** Runs renew_token with errors ignored: the caller gets the token or the errors' messages. */
export async function renewToken(): Promise<RenewalResult> {
  try {
    const { data, errors } = await sendOperation(RenewTokenDocument);
    const token = data?.renew_token.token;
    if (token) return { token };
    return { errors: errors.map((error) => error.message) };
  } catch (error) {
    return { errors: [error instanceof Error ? error.message : String(error)] };
  }
}
