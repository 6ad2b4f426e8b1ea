import { orderEditFields } from '@flowers/domain';
import { ACTION_TOAST_MS } from '../../../config/ui';
import {
  BUYER_NAME_LABEL,
  BUYER_PHONE_LABEL,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  ORDER_LABEL,
  ORDER_SAVED_TEXT,
  ORDER_SAVE_FAILED_TEXT,
  ORDER_SAVE_TEXT,
} from '../../../texts/orders';
import type { Order, OrderEdit, OrderEditInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../api/describe-failure';
import { useToast } from '../../../components/toast/toast-context';
import { useSaveOrder } from '../api/save-order';
import { FormStack } from '../../../components/form-stack';

type Field = keyof OrderEditInput;

const FIELDS: readonly { name: Field; label: string; type?: string; multiline?: boolean }[] = [
  { name: 'buyer_name', label: BUYER_NAME_LABEL },
  { name: 'buyer_phone', label: BUYER_PHONE_LABEL, type: 'tel' },
  { name: 'buyer_address', label: DELIVERY_ADDRESS_LABEL, multiline: true },
  { name: 'comment', label: COMMENT_LABEL, multiline: true },
];

/** The delivery details staff may correct (domain orderEditSchema, checkout rules of §5). */
export function OrderEditForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrderEditInput, unknown, OrderEdit>({
    resolver: zodResolver(orderEditFields),
    defaultValues: {
      buyer_name: order.buyer_name ?? '',
      buyer_phone: order.buyer_phone ?? '',
      buyer_address: order.buyer_address ?? order.address ?? '',
      comment: order.comment ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (edit) => {
    setFailure(null);
    try {
      await save.mutateAsync({ orderId: order.id, edit });
      toast({ message: ORDER_SAVED_TEXT, severity: 'success', durationMs: ACTION_TOAST_MS });
      await navigate(-1);
    } catch (error) {
      setFailure(`${ORDER_SAVE_FAILED_TEXT}: ${describeFailure(error).message}`);
    }
  });

  return (
    <FormStack label={ORDER_LABEL} onSubmit={submit}>
      {FIELDS.map(({ name, label, type, multiline }) => (
        <TextField
          key={name}
          label={label}
          type={type}
          multiline={multiline}
          disabled={save.isPending}
          {...form.register(name)}
          error={errors[name] !== undefined}
          helperText={errors[name]?.message}
        />
      ))}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
        {ORDER_SAVE_TEXT}
      </Button>
    </FormStack>
  );
}
