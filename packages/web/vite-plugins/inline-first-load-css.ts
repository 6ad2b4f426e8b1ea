import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The first load's stylesheets go into the page itself (issue 27): on Slow 4G each linked
 * stylesheet costs a round trip of more than half a second before the server-drawn first
 * screen can paint. A disabled link to each stays in <head>: Chromium does not fetch a disabled
 * stylesheet, and Vite's loader of a lazy chunk's CSS, which looks for the link by its
 * address, then knows the file is there and does not load it again later in the cascade.
 */
export function inlineFirstLoadCss(): Plugin {
  return {
    name: 'flowers-inline-first-load-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        return html.replace(STYLESHEET, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset')
            throw new Error(`index.html links ${file}, not in the build`);
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source);
          const text = css.toString().replaceAll('</style', '<\\/style');
          return `<style data-href="/${file}">${text}</style>${link.replace('>', ' disabled>')}`;
        });
      },
    },
  };
}
