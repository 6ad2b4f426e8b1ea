import { EDIT_REQUESTS_EMPTY_TEXT, EDIT_REQUESTS_LOADING_LABEL } from '../../texts/ads';
import { HUB_LINKS } from '../../texts/users';
import { StaffListPage } from '../../components/staff-list-page';
import { runDecision } from '../../lib/alert-failure';
import { useDecideEditRequest } from './api/decide-edit-request';
import { useEditRequests } from './api/get-edit-requests';
import { EditRequestCard } from './components/edit-request-card';

export function EditRequestsPage() {
  const requests = useEditRequests();
  const decide = useDecideEditRequest();

  const run = (requestId: number, approve: boolean) =>
    runDecision(approve, () => decide.mutateAsync({ requestId, approve }));

  const list = requests.data ?? [];
  return (
    <StaffListPage
      title={HUB_LINKS['/editrequests']}
      query={requests}
      logAs="edit requests"
      loadingLabel={EDIT_REQUESTS_LOADING_LABEL}
      emptyText={EDIT_REQUESTS_EMPTY_TEXT}
      items={list}
      renderItem={(request) => (
        <EditRequestCard
          request={request}
          busy={decide.isPending}
          onDecide={(approve) => void run(request.id, approve)}
        />
      )}
    />
  );
}
