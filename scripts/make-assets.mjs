// Regenerates the app icons (PNG, via headless Chromium) and the demo pictures (SVG) in public/.
// Run by hand when the mark changes: node scripts/make-assets.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const mark = (bg, fg, accent, pad = 0) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${32 + 2 * pad} ${32 + 2 * pad}">
  <rect x="${-pad}" y="${-pad}" width="${32 + 2 * pad}" height="${32 + 2 * pad}" fill="${bg}"/>
  <path d="M7 12.5 16 8l9 4.5-9 4.5-9-4.5Z" fill="${fg}"/>
  <path d="M11 15v4.5c0 1.6 2.2 3 5 3s5-1.4 5-3V15l-5 2.5-5-2.5Z" fill="${accent}"/>
</svg>`;

writeFileSync(
  'public/favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M7 12.5 16 8l9 4.5-9 4.5-9-4.5Z" fill="#fff"/><path d="M11 15v4.5c0 1.6 2.2 3 5 3s5-1.4 5-3V15l-5 2.5-5-2.5Z" fill="#c7d2fe"/></svg>\n`,
);

const palettes = [
  ['#4f46e5', '#818cf8'],
  ['#0891b2', '#67e8f9'],
  ['#059669', '#6ee7b7'],
  ['#d97706', '#fcd34d'],
  ['#db2777', '#f9a8d4'],
  ['#7c3aed', '#c4b5fd'],
];
const shapes = [
  '<circle cx="420" cy="120" r="90" fill="#fff" fill-opacity=".18"/><path d="M60 260 Q200 120 340 260 T620 260" stroke="#fff" stroke-opacity=".5" stroke-width="10" fill="none"/>',
  '<rect x="80" y="70" width="220" height="160" rx="14" fill="#fff" fill-opacity=".2"/><path d="M110 110h160M110 140h130M110 170h150" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-opacity=".7"/>',
  '<path d="M80 250 L200 120 L280 190 L400 80 L560 230" stroke="#fff" stroke-width="12" fill="none" stroke-linejoin="round" stroke-opacity=".7"/><circle cx="400" cy="80" r="16" fill="#fff"/>',
  '<polygon points="320,50 380,160 260,160" fill="#fff" fill-opacity=".35"/><circle cx="200" cy="200" r="60" fill="#fff" fill-opacity=".2"/><circle cx="450" cy="220" r="40" fill="#fff" fill-opacity=".3"/>',
  '<rect x="70" y="90" width="120" height="120" rx="60" fill="#fff" fill-opacity=".25"/><rect x="230" y="90" width="120" height="120" rx="20" fill="#fff" fill-opacity=".35"/><rect x="390" y="90" width="120" height="120" rx="4" fill="#fff" fill-opacity=".25"/>',
  '<path d="M100 230 a120 120 0 0 1 240 0" stroke="#fff" stroke-width="14" fill="none" stroke-opacity=".6"/><path d="M300 230 a120 120 0 0 1 240 0" stroke="#fff" stroke-width="14" fill="none" stroke-opacity=".35"/>',
];
palettes.forEach(([a, b], i) => {
  writeFileSync(
    `public/demo/cover-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/>${shapes[i]}</svg>\n`,
  );
  const initials = ['AA', 'TT', 'NN', 'MC', 'SS', 'LL'][i];
  writeFileSync(
    `public/demo/avatar-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="16" fill="#fff" fill-opacity=".9"/><path d="M18 90c4-18 16-28 30-28s26 10 30 28Z" fill="#fff" fill-opacity=".9"/><title>${initials}</title></svg>\n`,
  );
});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
async function png(svg, size, file) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: file, omitBackground: false });
}
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/><path d="M7 12.5 16 8l9 4.5-9 4.5-9-4.5Z" fill="#fff"/><path d="M11 15v4.5c0 1.6 2.2 3 5 3s5-1.4 5-3V15l-5 2.5-5-2.5Z" fill="#c7d2fe"/></svg>`;
await png(icon.replace('rx="7"', 'rx="0"'), 192, 'public/icons/icon-192.png');
await png(icon.replace('rx="7"', 'rx="0"'), 512, 'public/icons/icon-512.png');
await png(mark('#4f46e5', '#ffffff', '#c7d2fe', 6), 512, 'public/icons/icon-maskable-512.png');
await png(icon.replace('rx="7"', 'rx="0"'), 180, 'public/icons/apple-touch-icon.png');
await browser.close();
console.log('assets written');
