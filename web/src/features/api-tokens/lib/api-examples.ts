/** One example as the developer page shows it: the same document in curl, JavaScript, Python. */
export interface ShownExample {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  downloadField?: string;
}

export type ExampleLanguage = 'curl' | 'javascript' | 'python';

const tokenPlaceholder = 'itadat_...';

/** The code that sends the example to the endpoint (an absolute URL) with a token. */
export function exampleCode(
  example: ShownExample,
  endpoint: string,
  language: ExampleLanguage,
): string {
  const body = {
    query: example.query,
    operationName: example.operationName,
    variables: example.variables,
  };
  const json = JSON.stringify(body, null, 2);
  if (language === 'curl') {
    const lines = [
      `curl -sS ${endpoint} \\`,
      `  -H "Authorization: Bearer $ITAD_API_TOKEN" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  --data-binary @- <<'JSON'`,
      json,
      'JSON',
    ];
    if (example.downloadField) {
      lines.push(
        '',
        `# Then download a file by its ${example.downloadField} (a link that needs no token):`,
        `# curl -sS -o certificate.pdf "<${example.downloadField}>"`,
      );
    }
    return lines.join('\n');
  }
  if (language === 'javascript') {
    return [
      `const token = process.env.ITAD_API_TOKEN; // ${tokenPlaceholder}`,
      `const response = await fetch('${endpoint}', {`,
      `  method: 'POST',`,
      `  headers: { Authorization: \`Bearer \${token}\`, 'Content-Type': 'application/json' },`,
      `  body: JSON.stringify(${json.replaceAll('\n', '\n  ')}),`,
      `});`,
      `const { data, errors } = await response.json();`,
      ...(example.downloadField
        ? [
            `// Download a file by its ${example.downloadField} (a link that needs no token):`,
            `// const file = await fetch(url).then((answer) => answer.arrayBuffer());`,
          ]
        : []),
    ].join('\n');
  }
  const python = JSON.stringify(body, null, 4)
    .replaceAll(': null', ': None')
    .replaceAll(': true', ': True')
    .replaceAll(': false', ': False');
  return [
    'import os',
    'import requests',
    '',
    `response = requests.post(`,
    `    "${endpoint}",`,
    `    headers={"Authorization": f"Bearer {os.environ['ITAD_API_TOKEN']}"},`,
    `    json=${python.replaceAll('\n', '\n    ')},`,
    `    timeout=30,`,
    `)`,
    `result = response.json()`,
    ...(example.downloadField
      ? [
          `# Download a file by its ${example.downloadField} (a link that needs no token):`,
          `# open("certificate.pdf", "wb").write(requests.get(url, timeout=60).content)`,
        ]
      : []),
  ].join('\n');
}
