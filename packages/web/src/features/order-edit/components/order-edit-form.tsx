import { orderEditFields } from '@flowers/domain';
import type { Order, OrderEdit, OrderEditInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useGoBack } from '../../../lib/go-back';
import { describeFailure } from '../../../api/describe-failure';
import { useActionFeedback } from '../../../components/staff/use-action-feedback';
import { SubmitFailure } from '../../../components/submit-failure';
import { Section, TextArea, TextField } from '../../../components/ui';
import { useMainButton } from '../../../telegram/use-main-button';
import { useSaveOrder } from '../api/save-order';
import type { RequestFailure } from '../../../texts/request-failure';
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

type Field = keyof OrderEditInput;

const FIELDS: readonly { name: Field; label: string; type?: string; multiline?: boolean }[] = [
  { name: 'buyer_name', label: BUYER_NAME_LABEL },
  { name: 'buyer_phone', label: BUYER_PHONE_LABEL, type: 'tel' },
  { name: 'buyer_address', label: DELIVERY_ADDRESS_LABEL, multiline: true },
  { name: 'comment', label: COMMENT_LABEL, multiline: true },
];

/** Domain orderEditSchema, the checkout rules of §5. */
export function OrderEditForm({ order }: { order: Order }) {
  const back = useGoBack();
  const feedback = useActionFeedback();
  const save = useSaveOrder();
  const [failure, setFailure] = useState<{ message: string; failure: RequestFailure } | null>(null);
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
      feedback.done(ORDER_SAVED_TEXT);
      back();
    } catch (error) {
      const described = describeFailure(error);
      setFailure({
        message: `${ORDER_SAVE_FAILED_TEXT}: ${described.message}`,
        failure: described,
      });
    }
  });
  useMainButton({ text: ORDER_SAVE_TEXT, loading: save.isPending, onClick: () => void submit() });

  return (
    <Section padded>
      <form
        aria-label={ORDER_LABEL}
        noValidate
        className="order-edit"
        onSubmit={(event) => void submit(event)}
      >
        {FIELDS.map(({ name, label, type, multiline }) => {
          const Control = multiline ? TextArea : TextField;
          return (
            <Control
              key={name}
              label={label}
              type={type}
              disabled={save.isPending}
              {...form.register(name)}
              error={errors[name]?.message}
            />
          );
        })}
        {failure && (
          <SubmitFailure
            message={failure.message}
            failure={failure.failure}
            onRetry={() => void submit()}
            retrying={save.isPending}
          />
        )}
      </form>
    </Section>
  );
}
