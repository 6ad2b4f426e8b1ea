import type { ReactNode } from 'react';
import { StatusChip } from '../../components/ui';
import { orderNumberText } from '../../texts/payments';
import './payment-result.css';

interface ResultFrameProps {
  icon: ReactNode;
  title: string;
  orderId: string | null;
  tone: 'positive' | 'negative';
  children: ReactNode;
}

export function ResultFrame({ icon, title, orderId, tone, children }: ResultFrameProps) {
  return (
    <div className="payment-result">
      <span className={`payment-result__icon payment-result__icon--${tone}`}>{icon}</span>
      <h1 className="payment-result__title">{title}</h1>
      {orderId && <StatusChip tone={tone} label={orderNumberText(orderId)} />}
      {children}
    </div>
  );
}
