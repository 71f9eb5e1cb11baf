/** Who is calling, as the transport saw the request (services record it with sessions and limits). */
export interface RequestClient {
  ipAddress: string;
  userAgent: string | undefined;
  bearerToken: string | undefined;
}
