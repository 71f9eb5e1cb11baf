import { describe, expect, it } from 'vitest';
import reference from '../generated/api-reference.json';
import { exampleCode } from './api-examples';

const endpoint = 'https://portal.example/graphql/no';

/** The request body each snippet sends, read back out of its code. */
function bodyOfCurl(code: string): unknown {
  return JSON.parse(code.split("<<'JSON'\n")[1]?.split('\nJSON')[0] ?? '');
}
function bodyOfJavaScript(code: string): unknown {
  const start = code.indexOf('JSON.stringify(') + 'JSON.stringify('.length;
  const end = code.indexOf('),\n});');
  return JSON.parse(code.slice(start, end));
}
function bodyOfPython(code: string): unknown {
  const start = code.indexOf('json=') + 'json='.length;
  const end = code.indexOf(',\n    timeout=');
  return JSON.parse(
    code
      .slice(start, end)
      .replaceAll(': None', ': null')
      .replaceAll(': True', ': true')
      .replaceAll(': False', ': false'),
  );
}

describe('the API examples', () => {
  it.each(reference.examples)('send the tested document of $key in every language', (example) => {
    const body = {
      query: example.query,
      operationName: example.operationName,
      variables: example.variables,
    };
    const curl = exampleCode(example, endpoint, 'curl');
    expect(curl).toContain(`curl -sS ${endpoint}`);
    expect(curl).toContain('Authorization: Bearer $ITAD_API_TOKEN');
    expect(bodyOfCurl(curl)).toEqual(body);
    const javascript = exampleCode(example, endpoint, 'javascript');
    expect(javascript).toContain(`fetch('${endpoint}'`);
    expect(bodyOfJavaScript(javascript)).toEqual(body);
    const python = exampleCode(example, endpoint, 'python');
    expect(python).toContain(`requests.post(\n    "${endpoint}"`);
    expect(bodyOfPython(python)).toEqual(body);
  });

  it('cover the four common tasks', () => {
    expect(reference.examples.map((example) => example.key)).toEqual([
      'completedUnits',
      'downloadCertificate',
      'orderPickup',
      'jobStatus',
    ]);
  });
});
