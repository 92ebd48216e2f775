/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5;color:#1a1a1a}' +
  'table{border-collapse:collapse;width:100%}th,td{border:1px solid #bbb;padding:.4rem;text-align:start;vertical-align:top}' +
  'pre{white-space:pre-wrap;word-break:break-word;margin:0}label{display:block;margin:.6rem 0 .2rem}' +
  'select,button{font:inherit;padding:.3rem}a{color:#0b5cad}';

/** A small accessible HTML page (no scripts); `body` must already be escaped. */
export function devPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}
