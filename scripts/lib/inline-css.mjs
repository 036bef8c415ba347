// Vite plugin: the app's one stylesheet goes into index.html as a <style>, instead of a render-
// blocking request. Measured with `npm run lighthouse` (README "Measure it"): the shell arrives with
// its CSS in one response. The .css file is not emitted, so the service worker does not fetch it.

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
          delete bundle[file];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
