import { Box, Stack, Typography } from '@mui/material';
import { usePublicConfig } from '../../api/get-public-config';
import { PageTitle } from '../../components/page-title';
import { OFFER_SECTIONS } from './offer-sections';
import { OFFER_AGENT_DETAILS_TITLE, OFFER_TITLE } from '../../texts/payments';
import { operatorIdsText } from '../../texts/common';

/** The public offer at /oferta: the agent contract (spec §2, §9). */
export function OfferPage() {
  const operator = usePublicConfig().data?.operator;

  return (
    <Box component="article" sx={{ px: 2, pb: 3, maxWidth: 760, mx: 'auto' }}>
      <PageTitle>{OFFER_TITLE}</PageTitle>
      <Stack spacing={2.5}>
        {OFFER_SECTIONS.map((section) => (
          <section key={section.title}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            {section.clauses.map((clause) => (
              <Typography key={clause} sx={{ mb: 1 }}>
                {clause}
              </Typography>
            ))}
          </section>
        ))}
        {operator && (
          <section>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {OFFER_AGENT_DETAILS_TITLE}
            </Typography>
            <Typography>{operator.name}</Typography>
            <Typography>{operatorIdsText(operator.inn, operator.ogrn)}</Typography>
            <Typography>{operator.address}</Typography>
            <Typography>
              {operator.email}, {operator.phone}
            </Typography>
          </section>
        )}
      </Stack>
    </Box>
  );
}
