import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { orderNumberText } from '../../texts/payments';

interface ResultFrameProps {
  icon: ReactNode;
  title: string;
  orderId: string | null;
  chipColor?: 'success';
  children: ReactNode;
}

/** The layout both payment result pages share: icon, title, the order's number, then the rest. */
export function ResultFrame({ icon, title, orderId, chipColor, children }: ResultFrameProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: 4 }}>
      {icon}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {orderId && <Chip color={chipColor} label={orderNumberText(orderId)} />}
      {children}
    </Stack>
  );
}
