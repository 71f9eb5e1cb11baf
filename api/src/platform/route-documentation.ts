import type { z } from 'zod';

/** What the API reference says of one REST route (docs/api/openapi.json is made from it). */
export interface RouteDocumentation {
  /** One line: what the route does, for the reference's list. */
  summary: string;
  /** More, where a caller needs it (formats, limits, what an empty answer means). */
  description?: string;
  /** The group the reference lists it under (a module's name: "Settlements", "Provider jobs"). */
  tag: string;
  /** The successful answer. */
  response: {
    /** 200 unless said. */
    status?: number;
    /** `application/json`, `text/csv`, `application/pdf`, ... */
    contentType: string;
    /** For JSON answers, their shape. */
    schema?: z.ZodType;
    description: string;
  };
  /**
   * A URL kept for links already sent (mails, bookmarks): the reference marks it deprecated and
   * names the route to use instead.
   */
  supersededBy?: string;
}
