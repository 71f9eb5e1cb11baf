/** A small GraphQL-over-HTTP client for the scenarios: timed, never throws, one answer shape. */

export type Country = 'no' | 'dk' | 'se';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

export interface Answer<Data> {
  /** HTTP 200 with data and no errors. */
  ok: boolean;
  /** HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  data: Data | undefined;
  errors: GraphqlError[];
  milliseconds: number;
  /** A short description of what went wrong, for the report. */
  problem: string | undefined;
}

export interface RequestOptions {
  baseUrl: string;
  country: Country;
  query: string;
  variables?: Record<string, unknown>;
  token?: string;
  /** Sent as X-Forwarded-For: the server trusts it (TRUST_PROXY=1: one proxy hop) as the client address. */
  clientAddress?: string;
  timeoutMilliseconds?: number;
}

interface GraphqlBody<Data> {
  data?: Data | null;
  errors?: GraphqlError[];
}

export async function graphql<Data>(options: RequestOptions): Promise<Answer<Data>> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  try {
    const response = await fetch(`${options.baseUrl}/graphql/${options.country}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: options.query, variables: options.variables ?? {} }),
      signal: AbortSignal.timeout(options.timeoutMilliseconds ?? 30_000),
    });
    const text = await response.text();
    const milliseconds = performance.now() - started;
    let body: GraphqlBody<Data> = {};
    try {
      body = JSON.parse(text) as GraphqlBody<Data>;
    } catch {
      // Not JSON: reported below with the status.
    }
    const errors = body.errors ?? [];
    const ok = response.status === 200 && errors.length === 0 && body.data != null;
    const problem = ok
      ? undefined
      : errors.length
        ? `${errors[0]?.extensions?.code ?? 'ERROR'}: ${errors[0]?.message ?? ''}`
        : `HTTP ${response.status}`;
    return {
      ok,
      status: response.status,
      data: body.data ?? undefined,
      errors,
      milliseconds,
      problem,
    };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return {
      ok: false,
      status: 0,
      data: undefined,
      errors: [],
      milliseconds: performance.now() - started,
      problem:
        `no answer: ${error instanceof Error ? error.message : String(error)} ${cause}`.trim(),
    };
  }
}

export const errorCode = (answer: Answer<unknown>) => answer.errors[0]?.extensions?.code;

export const demoPassword = 'Demo1234';

export interface SignedIn {
  token: string;
  userId: string;
}

const signInMutation = `mutation auth($email: String!, $password: String!) {
  auth(email: $email, password: $password) { id token } }`;

export async function signIn(
  baseUrl: string,
  country: Country,
  email: string,
  clientAddress: string,
  password = demoPassword,
): Promise<Answer<{ auth: { id: string; token: string } }>> {
  return graphql<{ auth: { id: string; token: string } }>({
    baseUrl,
    country,
    query: signInMutation,
    variables: { email, password },
    clientAddress,
  });
}

/** Figures over a set of request durations. */
export class Recorder {
  readonly durations: number[] = [];
  errors = 0;
  /** When each error answer arrived (Date.now()). */
  readonly errorTimes: number[] = [];
  readonly problems = new Map<string, number>();

  record(answer: Answer<unknown>): void {
    this.durations.push(answer.milliseconds);
    if (!answer.ok) {
      this.errors += 1;
      this.errorTimes.push(Date.now());
      const problem = answer.problem ?? 'unknown';
      this.problems.set(problem, (this.problems.get(problem) ?? 0) + 1);
    }
  }

  get requests(): number {
    return this.durations.length;
  }

  percentile(fraction: number): number {
    const sorted = [...this.durations].sort((a, b) => a - b);
    return Math.round(
      sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0,
    );
  }

  /** The most frequent problems, for the report. */
  topProblems(count = 3): string {
    return [...this.problems.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([problem, times]) => `${times}x ${problem}`)
      .join('; ');
  }
}
