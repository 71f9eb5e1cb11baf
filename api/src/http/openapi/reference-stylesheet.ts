/** The reference page's stylesheet, served beside it (the CSP allows no inline style). */
export const referenceStylesheet = `:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.5;
  color: #1f2933;
  background: #ffffff;
}
body {
  margin: 0 auto;
  max-width: 72rem;
  padding: 1.5rem;
}
a {
  color: #0b5cad;
}
a:focus-visible {
  outline: 3px solid #0b5cad;
  outline-offset: 2px;
}
code {
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.95em;
  overflow-wrap: anywhere;
}
nav ul {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  padding: 0;
  list-style: none;
}
h2 {
  margin-top: 2.5rem;
  border-bottom: 2px solid #d9e2ec;
}
.operation {
  margin: 1.5rem 0;
  padding: 0.25rem 1rem 1rem;
  border: 1px solid #d9e2ec;
  border-radius: 6px;
}
.method {
  display: inline-block;
  min-width: 4.5rem;
  font-family: ui-monospace, Menlo, Consolas, monospace;
  color: #102a43;
}
.deprecated {
  color: #8a1c1c;
  font-weight: normal;
}
.summary {
  font-weight: 600;
}
table {
  width: 100%;
  margin: 0.5rem 0;
  border-collapse: collapse;
}
caption {
  text-align: left;
  font-weight: 600;
}
th,
td {
  padding: 0.25rem 0.5rem;
  border: 1px solid #d9e2ec;
  text-align: left;
  vertical-align: top;
}
thead th {
  background: #f0f4f8;
}
dt {
  font-weight: 600;
}
dd {
  margin: 0 0 1rem;
}
td {
  overflow-wrap: anywhere;
}
/* On a phone a wide table scrolls in its own box; the page stays as wide as the screen. */
@media (max-width: 40rem) {
  body {
    padding: 1rem;
  }
  table {
    display: block;
    overflow-x: auto;
  }
}
`;
