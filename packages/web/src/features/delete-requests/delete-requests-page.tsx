import type { DeleteRequest } from '@flowers/domain';
import { StaffListPage } from '../../components/staff-list-page';
import { useDecision } from '../../components/staff/use-decision';
import { DELETE_REQUESTS_EMPTY_TEXT, DELETE_REQUESTS_LOADING_LABEL } from '../../texts/ads';
import { DELETE_APPROVED_TEXT, DELETE_REJECTED_TEXT } from '../../texts/staff';
import { HUB_LINKS } from '../../texts/users';
import { useDecideDeleteRequest } from './api/decide-delete-request';
import { useDeleteRequests } from './api/get-delete-requests';
import { DeleteRequestCard } from './components/delete-request-card';

export function DeleteRequestsPage() {
  const requests = useDeleteRequests();
  const decide = useDecideDeleteRequest();
  const runDecision = useDecision({
    approved: DELETE_APPROVED_TEXT,
    rejected: DELETE_REJECTED_TEXT,
  });

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
          busy={decide.isPending && decide.variables.request.id === request.id}
          onDecide={(approve) => void run(request, approve)}
        />
      )}
    />
  );
}
