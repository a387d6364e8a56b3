// Writes the prerendered public pages into dist/ after `vite build` (client) and
// `vite build --ssr` (dist-ssr/render-page.js): dist/<path>/index.html for each public path with
// its title, description, canonical address and Open Graph tags, plus sitemap.xml and robots.txt.
// The unrendered index.html is kept as dist/app-shell.html, the server's history fallback.
// Absolute addresses use PUBLIC_URL at build time (docs/decisions/012-prerendered-public-pages.md).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
const publicUrl = (process.env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');
const SITE_NAME = 'MTI Portal';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const documentTitle = (meta) => (meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} — ${SITE_NAME}`);

function pageHtml(template, pagePath, { html, meta }) {
  const url = `${publicUrl}${pagePath === '/' ? '/' : pagePath}`;
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    // Tells main.tsx which address the markup in #root belongs to, so it hydrates only that one.
    `<meta name="prerendered-path" content="${escapeHtml(pagePath)}" />`,
  ].join('\n    ');
  let out = template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${head}\n  </head>`)
    // Mantine sets the colour scheme after hydration; until then the page is drawn in light.
    .replace(/<html lang="en">/, '<html lang="en" data-mantine-color-scheme="light">')
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!out.includes('rel="canonical"')) throw new Error('dist/index.html has no </head>');
  out = out.replace(/\n{3,}/g, '\n\n');
  return out;
}

// The text of a page's main content for the site search index (decision 048): the header and
// footer left out, tags dropped, the entities React writes decoded, blank runs collapsed.
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };
function pageText(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? html;
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

function sitemap(paths) {
  const day = new Date().toISOString().slice(0, 10);
  const urls = paths.map(
    (p) => `  <url><loc>${escapeHtml(`${publicUrl}${p === '/' ? '/' : p}`)}</loc><lastmod>${day}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const robots = () =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /analytics/',
    'Disallow: /subscribe/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * The Latin subset of the text font, preloaded: fetched beside the stylesheet instead of after it,
 * it is there before the first paint, so text is not laid out in the fallback font and then again
 * in Inter (font-display: swap moved whole paragraphs: Lighthouse's CLS 0.19–0.27 on the legal pages).
 */
async function withFontPreload(html) {
  const font = (await readdir(path.join(dist, 'static'))).find((f) =>
    /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f),
  );
  if (!font) throw new Error('dist/static has no inter-latin-wght-normal-*.woff2 to preload');
  const link = `<link rel="preload" href="/static/${font}" as="font" type="font/woff2" crossorigin />`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}

const template = await withFontPreload(await readFile(path.join(dist, 'index.html'), 'utf8'));
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
await writeFile(path.join(dist, 'app-shell.html'), template);
const { renderPage, prerenderPaths, searchablePages } = await import(
  pathToFileURL(path.join(ssrDir, 'render-page.js')).href
);
const paths = prerenderPaths();
for (const pagePath of paths) {
  const rendered = await renderPage(pagePath);
  const file = pagePath === '/' ? path.join(dist, 'index.html') : path.join(dist, pagePath.slice(1), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pageHtml(template, pagePath, rendered));
}
await writeFile(path.join(dist, 'sitemap.xml'), sitemap(paths));
const searchPages = (await searchablePages()).map((page) => ({
  path: page.path,
  title: page.meta.title,
  audience: page.audience,
  text: pageText(page.html),
}));
await writeFile(path.join(dist, 'search-pages.json'), JSON.stringify(searchPages));
await writeFile(path.join(dist, 'robots.txt'), robots());
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${paths.length} pages for ${publicUrl}: ${paths.join(' ')}`);
console.log(`search-pages.json: ${searchPages.length} pages for the site search`);
