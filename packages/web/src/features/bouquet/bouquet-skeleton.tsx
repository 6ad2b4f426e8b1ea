import { Skeleton } from '../../components/ui';
import { BOUQUET_LOADING_LABEL } from '../../texts/bouquet';

export function BouquetSkeleton() {
  return (
    <div className="bouquet">
      <p role="status" className="ui-visually-hidden">
        {BOUQUET_LOADING_LABEL}
      </p>
      <div aria-hidden className="bouquet-photos bouquet-photos--loading">
        <Skeleton width="100%" height="100%" />
      </div>
      <div aria-hidden className="ui-page bouquet__body">
        <Skeleton shape="text" width="70%" height="1.5em" />
        <Skeleton shape="text" width="35%" height="1.25em" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="85%" />
        <Skeleton height={64} />
      </div>
    </div>
  );
}
