import { MODERATION_THUMBS } from '../../../config/ui';
import { morePhotosLabel, thumbnailAlt } from '../../../texts/ads';
import './moderation-thumbs.css';

/** spec §2 "Ad moderation": up to 4 thumbnails, then a +N badge for the rest. */
export function ModerationThumbs({ urls, title }: { urls: readonly string[]; title: string }) {
  const shown = urls.slice(0, MODERATION_THUMBS);
  const hidden = urls.length - shown.length;
  return (
    <ul className="moderation-thumbs">
      {shown.map((url, index) => (
        <li key={url} className="moderation-thumbs__item">
          <a href={url} target="_blank" rel="noopener" className="moderation-thumbs__link">
            <img
              src={url}
              alt={thumbnailAlt(title, index + 1)}
              className="moderation-thumbs__img"
            />
          </a>
          {hidden > 0 && index === shown.length - 1 && (
            <span aria-label={morePhotosLabel(hidden)} className="moderation-thumbs__more">
              +{hidden}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
