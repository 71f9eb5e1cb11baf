import type {
  JsonSchema,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ResponseObject,
} from './openapi-types.js';
import { componentName, fieldRows, typeSummary } from './schema-summary.js';

/** Where the page finds its stylesheet and the document it shows. */
export interface ReferenceLinks {
  stylesheet: string;
  document: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

/** Text with its `code` spans kept as code: descriptions are written that way. */
const prose = (text: string) =>
  escaped(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${prose(part)}</p>`)
    .join('\n');

const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface ListedOperation {
  method: string;
  path: string;
  operation: OperationObject;
}

function fieldTable(caption: string, schema: JsonSchema, components: Record<string, JsonSchema>) {
  const rows = fieldRows(schema, components);
  if (rows.length === 0)
    return `<p>${escaped(caption)}: ${escaped(typeSummary(schema, components))}</p>`;
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row"><code>${escaped(row.name)}</code></th><td>${escaped(row.type)}</td>` +
        `<td>${row.required ? 'yes' : 'no'}</td><td>${prose(row.description)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>${escaped(caption)}</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

function parametersSection(
  parameters: readonly ParameterObject[],
  components: Record<string, JsonSchema>,
): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escaped(parameter.name)}</code></th><td>${parameter.in}</td>` +
        `<td>${escaped(typeSummary(parameter.schema, components))}</td><td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td>${prose(parameter.description ?? '')}</td></tr>`,
    )
    .join('\n');
  return `<h4>Parameters</h4>
<table>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function contentSection(
  content: Record<string, MediaTypeObject>,
  components: Record<string, JsonSchema>,
): string {
  return Object.entries(content)
    .map(([contentType, media]) => {
      const reference = media.schema ? componentName(media.schema) : undefined;
      const schema = media.schema
        ? reference
          ? `<p>Body: <a href="#schema-${anchorOf(reference)}">${escaped(reference)}</a></p>`
          : fieldTable(`${contentType} body`, media.schema, components)
        : '';
      return `<p>Content type: <code>${escaped(contentType)}</code></p>\n${schema}`;
    })
    .join('\n');
}

function responsesSection(
  responses: Record<string, ResponseObject>,
  components: Record<string, JsonSchema>,
): string {
  const items = Object.entries(responses)
    .map(
      ([status, response]) =>
        `<li><strong>${escaped(status)}</strong>: ${prose(response.description)}\n` +
        `${contentSection(response.content ?? {}, components)}</li>`,
    )
    .join('\n');
  return `<h4>Responses</h4>\n<ul class="responses">\n${items}\n</ul>`;
}

function securityText(operation: OperationObject, document: OpenApiDocument): string {
  if (!operation.security) return '<p>Authentication: none.</p>';
  const options = operation.security.flatMap((requirement) =>
    Object.entries(requirement).map(([scheme, roles]) => {
      const link = `<a href="#auth-${anchorOf(schemeTitle(scheme))}">${escaped(schemeTitle(scheme))}</a>`;
      const known = scheme in document.components.securitySchemes;
      const scope = roles.length > 0 ? ` (scope: ${roles.map(escaped).join(', ')})` : '';
      return known ? `${link}${scope}` : escaped(scheme);
    }),
  );
  return `<p>Authentication: ${options.join(' or ')}.</p>`;
}

const schemeTitles: Record<string, string> = {
  sessionToken: 'Session token',
  apiToken: 'API token',
  providerKey: 'Provider key',
  scimToken: 'SCIM token',
};
/** A scheme's name for people: `sessionToken` -> "Session token". */
const schemeTitle = (scheme: string) =>
  schemeTitles[scheme] ??
  scheme.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

function operationSection(listed: ListedOperation, document: OpenApiDocument): string {
  const { method, path, operation } = listed;
  const components = document.components.schemas;
  const deprecated = operation.deprecated ? ' <span class="deprecated">(deprecated)</span>' : '';
  const body = operation.requestBody
    ? `<h4>Request body</h4>\n${paragraphs(operation.requestBody.description)}\n` +
      contentSection(operation.requestBody.content, components)
    : '';
  return `<section class="operation" id="${anchorOf(`${method}-${path}`)}" aria-labelledby="${anchorOf(`${method}-${path}`)}-title">
<h3 id="${anchorOf(`${method}-${path}`)}-title"><span class="method">${method.toUpperCase()}</span> <code>${escaped(path)}</code>${deprecated}</h3>
<p class="summary">${prose(operation.summary)}</p>
${paragraphs(operation.description)}
${securityText(operation, document)}
${parametersSection(operation.parameters ?? [], components)}
${body}
${responsesSection(operation.responses, components)}
</section>`;
}

function operationsByTag(document: OpenApiDocument): Map<string, ListedOperation[]> {
  const byTag = new Map<string, ListedOperation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const tag of operation.tags) {
        const listed = byTag.get(tag) ?? [];
        listed.push({ method, path, operation });
        byTag.set(tag, listed);
      }
    }
  }
  return byTag;
}

/** The whole reference as one HTML page: no script, one linked stylesheet (the server's CSP). */
export function referenceHtml(document: OpenApiDocument, links: ReferenceLinks): string {
  const byTag = operationsByTag(document);
  const contents = [...byTag.keys()]
    .map((tag) => `<li><a href="#tag-${anchorOf(tag)}">${escaped(tag)}</a></li>`)
    .join('\n');
  const schemes = Object.entries(document.components.securitySchemes)
    .map(
      ([name, scheme]) =>
        `<dt id="auth-${anchorOf(schemeTitle(name))}">${escaped(schemeTitle(name))}</dt>\n` +
        `<dd>${prose(scheme.description)} Sent as <code>Authorization: Bearer &lt;token&gt;</code>.</dd>`,
    )
    .join('\n');
  const errorSchemas = ['Error', 'ScimError']
    .filter((name) => name in document.components.schemas)
    .map((name) => {
      const schema = document.components.schemas[name] ?? {};
      const description = typeof schema.description === 'string' ? schema.description : '';
      return `<h3 id="schema-${anchorOf(name)}">${escaped(name)}</h3>\n${paragraphs(description)}\n${fieldTable(name, schema, document.components.schemas)}`;
    })
    .join('\n');
  const tagSections = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<section id="tag-${anchorOf(tag)}" aria-labelledby="tag-${anchorOf(tag)}-title">\n<h2 id="tag-${anchorOf(tag)}-title">${escaped(tag)}</h2>\n` +
        operations.map((listed) => operationSection(listed, document)).join('\n') +
        '\n</section>',
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escaped(document.info.title)} ${escaped(document.info.version)}: REST reference</title>
<link rel="stylesheet" href="${escaped(links.stylesheet)}">
</head>
<body>
<header>
<h1>${escaped(document.info.title)}: REST reference</h1>
<p>Version ${escaped(document.info.version)}. The same contract as data: <a href="${escaped(links.document)}">OpenAPI 3.1 document</a>.</p>
${paragraphs(document.info.description)}
<nav aria-label="Contents">
<ul>
<li><a href="#authentication">Authentication</a></li>
<li><a href="#errors">Errors</a></li>
${contents}
</ul>
</nav>
</header>
<main>
<section id="authentication" aria-labelledby="authentication-title">
<h2 id="authentication-title">Authentication</h2>
<dl>
${schemes}
</dl>
</section>
<section id="errors" aria-labelledby="errors-title">
<h2 id="errors-title">Errors</h2>
${errorSchemas}
</section>
${tagSections}
</main>
</body>
</html>
`;
}
