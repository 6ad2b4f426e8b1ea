import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '../../api/get-public-config';
import { OFFER_TITLE } from '../../texts/payments';
import { operatorIdsText } from '../../texts/common';

/** The operator's legal details and the public offer (spec §1, §2 "Shell behaviour"). */
export function AppFooter() {
  const config = usePublicConfig();
  if (!config.data) return null;
  const { operator, offerPath } = config.data;

  return (
    <Box component="footer" sx={{ px: 2, py: 3, color: 'text.secondary' }}>
      <Typography variant="caption" component="p">
        {operator.name}
      </Typography>
      <Typography variant="caption" component="p">
        {operatorIdsText(operator.inn, operator.ogrn)}
      </Typography>
      <Typography variant="caption" component="p">
        {operator.address}
      </Typography>
      <Typography variant="caption" component="p">
        <Link href={`mailto:${operator.email}`} color="inherit">
          {operator.email}
        </Link>
        {', '}
        <Link href={`tel:${operator.phone}`} color="inherit">
          {operator.phone}
        </Link>
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={offerPath}>
          {OFFER_TITLE}
        </Link>
      </Typography>
    </Box>
  );
}
