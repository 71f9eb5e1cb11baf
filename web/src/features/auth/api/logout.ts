import { sendOperation } from '../../../shared/graphql/client';
import { LogoutDocument } from '../../../shared/graphql/generated/graphql';

/** Ends the session on the server. Signing out locally goes on whatever the answer. */
export async function endSession(): Promise<void> {
  try {
    const { errors } = await sendOperation(LogoutDocument);
    for (const error of errors) console.debug(error.message);
  } catch (error) {
    console.debug(error);
  }
}
