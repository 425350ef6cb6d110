import { useCreditCards, useDeleteCreditCard } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { LiveAlert } from '../../components/ui/LiveAlert';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { cardBrandName } from '../../lib/cardBrandName';
import { useMessages } from '../../i18n/useMessages';

type SavedCard = components['schemas']['SavedCreditCard'];

/** Props of `PaymentOptions`. */
export interface PaymentOptionsProps {
  hotelId: number;
  locale: string;
}

/**
 * The member's saved cards (`/my-account/payment-options`): brand, last four digits, expiry and holder;
 * a card saved before the card-system change is flagged and should be deleted; each can be deleted after
 * a confirmation. Card details stay with the card provider, and the page says so.
 *
 * @example
 * ```tsx
 * <PaymentOptions hotelId={101} locale="en" />
 * ```
 */
export function PaymentOptions({ hotelId, locale }: PaymentOptionsProps) {
  const text = useMessages();
  const id = useId();
  const cards = useCreditCards({ params: { path: { hotel_id: hotelId } } });
  const remove = useDeleteCreditCard({ onSuccess: () => setAsking(null) });
  const [asking, setAsking] = useState<SavedCard | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const name = (card: SavedCard) =>
    text.format('savedCardName', { brand: cardBrandName(card.brand), last4: card.last4 });

  return (
    <Card as="section" className="sk-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.savedCardsTitle}</h3>
      <p className="sk-account-note">{text.savedCardsNote}</p>
      <LiveAlert tone="success" role="status" message={deleted} />
      {cards.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(cards.error, locale)}
        </Alert>
      )}
      {cards.isPending && <Spinner />}
      {cards.data?.data.length === 0 && <p className="sk-account-empty">{text.savedCardsEmpty}</p>}
      {cards.data && cards.data.data.length > 0 && (
        <ul className="sk-account-lines" aria-labelledby={`${id}-title`}>
          {cards.data.data.map((card) => (
            <li key={card.id} className="sk-account-line">
              <div className="sk-stack sk-stack-tight">
                <strong>{name(card)}</strong>
                <span className="sk-account-note sk-account-meta">
                  <span>{card.holder}</span>
                  <span>
                    {text.format('savedCardExpiry', {
                      month: String(card.expiry_month).padStart(2, '0'),
                      year: String(card.expiry_year),
                    })}
                  </span>
                </span>
                {!card.is_valid && <span className="sk-account-warning">{text.savedCardInvalid}</span>}
              </div>
              <div className="sk-account-line-end">
                {!card.is_valid && <Badge tone="warning">{text.savedCardInvalidBadge}</Badge>}
                <Button
                  variant="secondary"
                  aria-label={text.format('savedCardDeleteNamed', { card: name(card) })}
                  onClick={() => {
                    remove.reset();
                    setAsking(card);
                  }}
                >
                  {text.savedCardDelete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <Dialog
          title={text.savedCardDeleteTitle}
          closeLabel={text.accountDialogClose}
          onClose={() => setAsking(null)}
          footer={
            <>
              <Button variant="quiet" onClick={() => setAsking(null)}>
                {text.savedCardKeep}
              </Button>
              <Button
                disabled={remove.isPending}
                aria-busy={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { params: { path: { hotel_id: hotelId, credit_card_id: asking.id } } },
                    { onSuccess: () => setDeleted(text.format('savedCardDeleted', { card: name(asking) })) },
                  )
                }
              >
                {text.savedCardDeleteConfirm}
              </Button>
            </>
          }
        >
          <p>{text.format('savedCardDeleteBody', { card: name(asking) })}</p>
          {remove.error && (
            <Alert tone="danger" role="alert">
              {apiErrorMessage(remove.error, locale)}
            </Alert>
          )}
        </Dialog>
      )}
    </Card>
  );
}
