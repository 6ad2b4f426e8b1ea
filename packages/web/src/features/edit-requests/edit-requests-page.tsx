import { MoreResults } from '../../components/ad-list/more-results';
import { StaffListPage } from '../../components/staff-list-page';
import { EDIT_REQUESTS_LIST } from '../../texts/staff-lists';
import { useDecision } from '../../components/staff/use-decision';
import { EDIT_APPROVED_TEXT, EDIT_REJECTED_TEXT } from '../../texts/staff';
import { useDecideEditRequest } from './api/decide-edit-request';
import { editRequestsOfPages, useEditRequests } from './api/get-edit-requests';
import { EditRequestCard } from './components/edit-request-card';

export function EditRequestsPage() {
  const requests = useEditRequests();
  const decide = useDecideEditRequest();
  const runDecision = useDecision({ approved: EDIT_APPROVED_TEXT, rejected: EDIT_REJECTED_TEXT });

  const run = (requestId: number, approve: boolean) =>
    runDecision(approve, () => decide.mutateAsync({ requestId, approve }));

  // Issue 28.
  const list = editRequestsOfPages(requests.data?.pages);
  return (
    <StaffListPage
      texts={EDIT_REQUESTS_LIST}
      query={requests}
      logAs="edit requests"
      items={list}
      renderItem={(request) => (
        <EditRequestCard
          request={request}
          busy={decide.isPending && decide.variables.requestId === request.id}
          onDecide={(approve) => void run(request.id, approve)}
        />
      )}
    >
      {list.length > 0 && (
        <MoreResults results={requests} pages={requests.data?.pages.length ?? 0} />
      )}
    </StaffListPage>
  );
}
