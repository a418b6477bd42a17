import { useState } from 'react';
import { answeredMessage } from '../../lib/api/client.ts';
import { track } from '../../lib/analytics.ts';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { addLine } from '../../stores/cart.ts';
import type { PurchaseChoice } from '../../stores/purchase.ts';
import { toast } from '../../stores/toast.ts';
import { openOverlay } from '../../stores/ui.ts';

/** The messages of the Add to cart button; its parent's messages hold them. */
export const addToCartMessages = ['cart.add', 'cart.added', 'cart.addFailed', 'cart.soldOut'] as const;

/**
 * The product page's Add to cart (spec §8): the colour and quantity chosen in the summary go into the
 * cart; 'Success' and the drawer opens; a failure shows the server's message. Signed out, it opens
 * the login modal.
 */
export default function AddToCart({
  messages,
  choice,
}: {
  messages: Picked<KeysIn<typeof addToCartMessages>>;
  choice: PurchaseChoice | null;
}) {
  const t = makeT(messages);
  const [busy, setBusy] = useState(false);
  const soldOut = choice !== null && (choice.stock <= 0 || choice.quantity <= 0);

  function add() {
    // The session is read now, not from this render: a tap replayed while hydrating sees it too.
    if (!$token.get()) return openOverlay('login');
    if (!choice || soldOut || busy) return;
    setBusy(true);
    addLine(choice.skuId, choice.quantity)
      .then(() => {
        track('add_to_cart', { sid1: choice.productId, sid2: choice.skuId, list: [choice.quantity] });
        toast.success(t('cart.added'));
        openOverlay('cart');
      })
      .catch((error) => toast.error(answeredMessage(error) || t('cart.addFailed')))
      .finally(() => setBusy(false));
  }

  return (
    <div className="add-to-cart">
      <button type="button" className="btn" data-keep-clear disabled={choice === null || soldOut || busy} aria-busy={busy} onClick={add}>
        {soldOut ? t('cart.soldOut') : t('cart.add')}
      </button>
    </div>
  );
}
