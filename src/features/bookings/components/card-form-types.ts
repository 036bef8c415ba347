/** What the modal gives a card field (Test mode or Stripe Elements), whichever provider the server uses. */
import { dollars } from '@domain/text';
export interface CardFormProps {
  clientSecret: string;
  /** The fee in dollars, for the Pay button. */
  amount: number;
  billing: { name: string; email: string };
  /** The payment succeeded: the modal posts the order. */
  onPaid: (paymentIntentId: string) => void;
  onCancel: () => void;
  /** The modal is saving the order: keep Pay pressed. */
  busy: boolean;
}

export const payLabel = (amount: number) => `Pay ${dollars(amount)}`;
