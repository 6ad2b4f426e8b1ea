import {
  APPROVE_FAILED_TEXT,
  EDIT_REQUESTS_EMPTY_TEXT,
  HUB_LINKS,
  REJECT_FAILED_TEXT,
} from '@flowers/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
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
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {HUB_LINKS['/editrequests']}
      </Typography>
      {requests.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Загрузка заявок" />
        </Box>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {EDIT_REQUESTS_EMPTY_TEXT}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {list.map((request) => (
            <EditRequestCard
              key={request.id}
              request={request}
              busy={decide.isPending}
              onDecide={(approve) => void run(request.id, approve)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
