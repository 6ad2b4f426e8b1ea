import { DELETE_REQUESTS_EMPTY_TEXT, DELETE_REQUESTS_LOADING_LABEL } from '../../texts/ads';
import { HUB_LINKS } from '../../texts/users';
import type { DeleteRequest } from '@flowers/domain';
import { StaffListPage } from '../../components/staff-list-page';
import { runDecision } from '../../lib/alert-failure';
import { useDecideDeleteRequest } from './api/decide-delete-request';
import { useDeleteRequests } from './api/get-delete-requests';
import { DeleteRequestCard } from './components/delete-request-card';

export function DeleteRequestsPage() {
  const requests = useDeleteRequests();
  const decide = useDecideDeleteRequest();

  const run = (request: DeleteRequest, approve: boolean) =>
    runDecision(approve, () => decide.mutateAsync({ request, approve }));

  const list = requests.data ?? [];
  return (
    <StaffListPage
      title={HUB_LINKS['/deleterequests']}
      query={requests}
      logAs="delete requests"
      loadingLabel={DELETE_REQUESTS_LOADING_LABEL}
      emptyText={DELETE_REQUESTS_EMPTY_TEXT}
      items={list}
      renderItem={(request) => (
        <DeleteRequestCard
          request={request}
          busy={decide.isPending}
          onDecide={(approve) => void run(request, approve)}
        />
      )}
    />
  );
}
