/** Ends the session on the server. Signing out locally goes on whatever the answer. */
export async function endSession(): Promise<void> {
  try {
    // Loaded here, not with the login screen that /logout shares with /login.
    const [{ sendOperation }, { LogoutDocument }] = await Promise.all([
      import('../../../shared/graphql/client'),
      import('../../../shared/graphql/generated/graphql'),
    ]);
    const { errors } = await sendOperation(LogoutDocument);
    for (const error of errors) console.debug(error.message);
  } catch (error) {
    console.debug(error);
  }
}
