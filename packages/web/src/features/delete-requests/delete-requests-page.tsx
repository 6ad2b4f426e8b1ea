import {
  APPROVE_FAILED_TEXT,
  DELETE_REQUESTS_EMPTY_TEXT,
  HUB_LINKS,
  REJECT_FAILED_TEXT,
} from '@flowers/domain';
import type { DeleteRequest } from '@flowers/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
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
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {HUB_LINKS['/deleterequests']}
      </Typography>
      {requests.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Загрузка запросов" />
        </Box>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {DELETE_REQUESTS_EMPTY_TEXT}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {list.map((request) => (
            <DeleteRequestCard
              key={request.id}
              request={request}
              busy={decide.isPending}
              onDecide={(approve) => void run(request, approve)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
