import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * Issue 27: on Slow 4G each linked stylesheet costs a round trip. A disabled link stays, so
 * Vite's loader of a lazy chunk's CSS finds it and does not load the file again.
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
