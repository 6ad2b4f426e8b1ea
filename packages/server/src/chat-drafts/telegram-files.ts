import type { Api } from 'grammy';

// telegram-bot.md "Albums": up to 20 MB; a photo is far smaller.
const DOWNLOAD_TIMEOUT_MS = 30_000;

export type DownloadTelegramFile = (fileId: string) => Promise<Buffer>;

export function telegramFileDownloader(options: {
  api: Api;
  apiRoot: string;
  token: string;
}): DownloadTelegramFile {
  return async (fileId) => {
    const file = await options.api.getFile(fileId);
    if (file.file_path === undefined) throw new Error('Telegram gave no file_path');
    const response = await fetch(`${options.apiRoot}/file/bot${options.token}/${file.file_path}`, {
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`file download failed: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
}
