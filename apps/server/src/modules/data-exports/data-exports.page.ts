/** One JSON file of the export as the readable page shows it. */
export interface PageSection {
  file: string;
  title: string;
  content: Record<string, unknown>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const label = (key: string) => escapeHtml(key.replace(/_/g, ' '));
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as HTML: lists of records as tables, records as definition lists, every text escaped. */
function render(value: unknown): string {
  if (value === null || value === undefined) return '<span class="none">—</span>';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">None</span>';
    if (value.every(isPlainObject)) {
      const keys = [...new Set(value.flatMap((row) => Object.keys(row)))];
      const head = keys.map((k) => `<th scope="col">${label(k)}</th>`).join('');
      const body = value.map((row) => `<tr>${keys.map((k) => `<td>${render(row[k])}</td>`).join('')}</tr>`).join('\n');
      return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
    }
    return `<ul>${value.map((v) => `<li>${render(v)}</li>`).join('')}</ul>`;
  }
  if (isPlainObject(value))
    return `<dl>${Object.entries(value)
      .map(([k, v]) => `<dt>${label(k)}</dt><dd>${render(v)}</dd>`)
      .join('')}</dl>`;
  return escapeHtml(String(value));
}

/**
 * The export's one readable page: every file's content, escaped, with no script and a policy that
 * lets none run (the page is opened from the ZIP, on the member's own machine).
 */
export function renderExportPage(sections: readonly PageSection[], uploads: readonly string[], now: Date): string {
  const toc = sections.map((s, i) => `<li><a href="#part-${i}">${escapeHtml(s.title)}</a></li>`).join('');
  const parts = sections
    .map((s, i) => {
      const { schema_version: version, ...rest } = s.content;
      const fields = Object.entries(rest)
        .map(([k, v]) => `<h3>${label(k)}</h3>\n${render(v)}`)
        .join('\n');
      return `<section id="part-${i}" aria-labelledby="part-${i}-title"><h2 id="part-${i}-title">${escapeHtml(s.title)}</h2>
<p class="file">${escapeHtml(s.file)} · schema_version ${escapeHtml(String(version))}</p>
${fields}</section>`;
    })
    .join('\n');
  const files = uploads.length
    ? `<section id="files" aria-labelledby="files-title"><h2 id="files-title">Files</h2><ul>${uploads
        .map((f) => `<li><a href="${escapeHtml(f)}">${escapeHtml(f)}</a></li>`)
        .join('')}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Holdfast data</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2a33;line-height:1.4}
table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.9rem}
th,td{border:1px solid #c9d2d8;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#eef2f4}
dt{font-weight:600}dd{margin:0 0 .4rem 1rem}
.none{color:#5b6b75}.file{color:#5b6b75;font-size:.85rem}
</style>
</head>
<body>
<main>
<h1>Your Holdfast data</h1>
<p>Made ${escapeHtml(now.toISOString())}. Each part below is also a JSON file in this ZIP, with its JSON Schema in schemas/.</p>
<nav aria-label="Parts"><ul>${toc}</ul></nav>
${parts}
${files}
</main>
</body>
</html>
`;
}
