import {
  APPROVE_FAILED_TEXT,
  EDIT_REQUESTS_EMPTY_TEXT,
  EDIT_REQUESTS_LOADING_LABEL,
  REJECT_FAILED_TEXT,
} from '../../texts/ads';
import { HUB_LINKS } from '../../texts/users';
import { StaffListPage } from '../../components/staff-list-page';
import { useLoggedError } from '../../lib/use-logged-error';
import { showAlert } from '../../telegram/init';
import { useDecideEditRequest } from './api/decide-edit-request';
import { useEditRequests } from './api/get-edit-requests';
import { EditRequestCard } from './components/edit-request-card';

export function EditRequestsPage() {
  const requests = useEditRequests();
  useLoggedError(requests.error, 'edit requests');
  const decide = useDecideEditRequest();

  const run = async (requestId: number, approve: boolean) => {
    try {
      await decide.mutateAsync({ requestId, approve });
    } catch (error) {
      const prefix = approve ? APPROVE_FAILED_TEXT : REJECT_FAILED_TEXT;
      await showAlert(`${prefix}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const list = requests.data ?? [];
  return (
    <StaffListPage
      title={HUB_LINKS['/editrequests']}
      loading={requests.isPending}
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
