import { CATALOG_LOADING_TEXT, TO_CATALOG_TEXT } from '../../texts/common';
import { MY_ORDERS_EMPTY_TEXT, MY_ORDERS_TITLE, ORDERS_LOAD_ERROR_TEXT } from '../../texts/orders';
import { LoadingText } from '../../components/loading-text';
import { BagIcon, ButtonLink, EmptyState, ErrorState, Page } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import { useMyOrders } from '../../api/get-my-orders';
import { OrderCard } from './order-card';
import './my-orders.css';

/** spec §2 "My orders". A failed load says so with «Повторить» (issue 13), not an empty list. */
export function MyOrdersPage() {
  const orders = useMyOrders();
  useLoggedError(orders.error, ORDERS_LOAD_ERROR_TEXT);

  return (
    <Page title={MY_ORDERS_TITLE}>
      {orders.isPending ? (
        <LoadingText text={CATALOG_LOADING_TEXT} />
      ) : orders.isError ? (
        <ErrorState
          title={ORDERS_LOAD_ERROR_TEXT}
          retrying={orders.isFetching}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length > 0 ? (
        <ul className="my-orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<BagIcon size={48} />}
          title={MY_ORDERS_EMPTY_TEXT}
          action={<ButtonLink to="/">{TO_CATALOG_TEXT}</ButtonLink>}
        />
      )}
    </Page>
  );
}
