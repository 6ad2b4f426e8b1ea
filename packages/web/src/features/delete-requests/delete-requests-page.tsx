import type { DeleteRequest } from '@flowers/domain';
import { MoreResults } from '../../components/ad-list/more-results';
import { StaffListPage } from '../../components/staff-list-page';
import { DELETE_REQUESTS_LIST } from '../../texts/staff-lists';
import { useDecision } from '../../components/staff/use-decision';
import { DELETE_APPROVED_TEXT, DELETE_REJECTED_TEXT } from '../../texts/staff';
import { useDecideDeleteRequest } from './api/decide-delete-request';
import { deleteRequestsOfPages, useDeleteRequests } from './api/get-delete-requests';
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

  // Issue 28.
  const list = deleteRequestsOfPages(requests.data?.pages);
  return (
    <StaffListPage
      texts={DELETE_REQUESTS_LIST}
      query={requests}
      logAs="delete requests"
      items={list}
      renderItem={(request) => (
        <DeleteRequestCard
          request={request}
          busy={decide.isPending && decide.variables.request.id === request.id}
          onDecide={(approve) => void run(request, approve)}
        />
      )}
    >
      {list.length > 0 && (
        <MoreResults results={requests} pages={requests.data?.pages.length ?? 0} />
      )}
    </StaffListPage>
  );
}
