// Vite plugin: the app's one stylesheet goes into index.html as a <style>, instead of a render-
// blocking request. Measured with `npm run lighthouse` (README "Measure it"): the shell arrives with
// its CSS in one response. The .css file stays, emptied: lazy chunks that import from the entry
// list it among the files to preload (Vite always preloads CSS dependencies), and a missing file
// would fail their import. Empty, it costs a few bytes, fetched in parallel with the chunk.

/** @returns {import('vite').Plugin} */
export function inlineCssPlugin() {
  return {
    name: 'inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (link, file) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return link;
          const css = String(asset.source);
          asset.source = '/* inlined in index.html */\n';
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
