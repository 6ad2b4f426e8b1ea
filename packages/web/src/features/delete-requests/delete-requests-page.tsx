import {
  APPROVE_FAILED_TEXT,
  DELETE_REQUESTS_EMPTY_TEXT,
  DELETE_REQUESTS_LOADING_LABEL,
  REJECT_FAILED_TEXT,
} from '../../texts/ads';
import { HUB_LINKS } from '../../texts/users';
import type { DeleteRequest } from '@flowers/domain';
import { StaffListPage } from '../../components/staff-list-page';
import { useLoggedError } from '../../lib/use-logged-error';
import { showAlert } from '../../telegram/init';
import { useDecideDeleteRequest } from './api/decide-delete-request';
import { useDeleteRequests } from './api/get-delete-requests';
import { DeleteRequestCard } from './components/delete-request-card';

export function DeleteRequestsPage() {
  const requests = useDeleteRequests();
  useLoggedError(requests.error, 'delete requests');
  const decide = useDecideDeleteRequest();

  const run = async (request: DeleteRequest, approve: boolean) => {
    try {
      await decide.mutateAsync({ request, approve });
    } catch (error) {
      const prefix = approve ? APPROVE_FAILED_TEXT : REJECT_FAILED_TEXT;
      await showAlert(`${prefix}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const list = requests.data ?? [];
  return (
    <StaffListPage
      title={HUB_LINKS['/deleterequests']}
      loading={requests.isPending}
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
