/** One sample of Prometheus's text format: `name{label="value",...} number`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const samplePattern = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): MetricSample[] {
  return text.split('\n').flatMap((line) => {
    const match = samplePattern.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(labelPattern)].map(([, name, value]) => [name!, value!]),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The value of the sample with this name and at least these labels; 0 when there is none. */
export function sampleValue(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const sample = samples.find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(labels).every(([label, value]) => candidate.labels[label] === value),
  );
  return sample?.value ?? 0;
}

/** GET /metrics of a test server, failing loudly unless it answers 200. */
export async function scrapeMetrics(
  url: string,
  headers: Record<string, string> = {},
): Promise<MetricSample[]> {
  const response = await fetch(`${url}/metrics`, { headers });
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return parseMetrics(await response.text());
}
