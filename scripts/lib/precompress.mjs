/**
 * Vite plugin: writes `file.br` and `file.gz` beside every text file of the build, once everything
 * (the service worker included) is written. The server's serveStatic picks the best one the client
 * accepts (server/static.ts), so nothing is compressed per request. Maximum levels: this runs once
 * per build, the bytes are sent to every visitor.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** @param {string} dir */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A tiny file can come out larger (robots.txt): then it is sent as it is.
    if (br.length >= raw.length) continue;
    writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += raw.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

/** @returns {import('vite').Plugin} */
export function precompressPlugin() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After vite-plugin-pwa's closeBundle, which writes sw.js: this plugin is listed after it.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const t = precompress(path.resolve(config.root, config.build.outDir));
        const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KB`;
        config.logger.info(`precompress: ${t.files} files, ${kb(t.bytes)} → br ${kb(t.br)}, gzip ${kb(t.gz)}`);
      },
    },
  };
}
