import {
  CANCEL_ORDER_BUTTON_TEXT,
  CANCEL_ORDER_CONFIRM,
  COMPLETE_ORDER_BUTTON_TEXT,
} from '../../texts/orders';
import { DELETE_AD_CONFIRM } from '../../texts/ads';
import type { Ad } from '@flowers/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { OrderButton } from './order-button';
import { useStaffActions } from './use-staff-actions';
import { DELETE_TEXT } from '../../texts/common';

type Question = 'cancel' | 'delete' | null;

/** What moderators and admins get on a card: order actions on reserved ads, and delete. */
export function StaffCardActions({ ad }: { ad: Pick<Ad, 'id' | 'status'> }) {
  const { complete, cancel, remove } = useStaffActions();
  const [question, setQuestion] = useState<Question>(null);
  const close = () => {
    setQuestion(null);
  };

  return (
    <>
      {ad.status === 'reserved' ? (
        <>
          <Button
            variant="contained"
            color="success"
            disableElevation
            disabled={complete.isPending}
            onClick={() => {
              complete.mutate(ad.id);
            }}
          >
            {COMPLETE_ORDER_BUTTON_TEXT}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            disabled={cancel.isPending}
            onClick={() => {
              setQuestion('cancel');
            }}
          >
            {CANCEL_ORDER_BUTTON_TEXT}
          </Button>
        </>
      ) : (
        <OrderButton ad={ad} />
      )}
      <Button
        variant="text"
        color="error"
        size="small"
        startIcon={<DeleteOutlineIcon />}
        disabled={remove.isPending}
        onClick={() => {
          setQuestion('delete');
        }}
      >
        {DELETE_TEXT}
      </Button>
      <ConfirmDialog
        open={question === 'cancel'}
        title={CANCEL_ORDER_CONFIRM.title}
        rejectText={CANCEL_ORDER_CONFIRM.reject}
        acceptText={CANCEL_ORDER_CONFIRM.accept}
        destructive
        onReject={close}
        onAccept={() => {
          close();
          cancel.mutate(ad.id);
        }}
      />
      <ConfirmDialog
        open={question === 'delete'}
        title={DELETE_AD_CONFIRM.title}
        rejectText={DELETE_AD_CONFIRM.reject}
        acceptText={DELETE_AD_CONFIRM.accept}
        destructive
        onReject={close}
        onAccept={() => {
          close();
          remove.mutate(ad.id);
        }}
      />
    </>
  );
}
