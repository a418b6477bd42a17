import type { CartLine } from '../../../api/modules/cart/schema.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { formatPrice } from '../../lib/money.ts';
import type { T } from '../../lib/t.ts';
import { changeLine, removeLine } from '../../stores/cart.ts';
import { toast } from '../../stores/toast.ts';
import QuantityStepper from '../common/QuantityStepper.tsx';

interface Props {
  lines: CartLine[];
  base: string;
  t: T;
}

const fail = (t: T) => (error: unknown) => toast.error(answeredMessage(error) || t('cart.updateFailed'));

/** The cart's lines: image, name, colour, price, a quantity stepper (1 to stock, debounced) and remove. */
export default function CartLines({ lines, base, t }: Props) {
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <li key={line.cart_id} className="cart-line">
          <a href={`${base}${line.route}`} className="cart-line-image" tabIndex={-1} aria-hidden="true">
            {line.cover_image.url && <img src={line.cover_image.url} alt="" width={80} height={80} loading="lazy" />}
          </a>
          <div className="cart-line-body">
            <a href={`${base}${line.route}`} className="cart-line-name">
              {line.product_name}
            </a>
            <p className="cart-line-colour">
              <span className="cart-swatch" style={{ background: line.product_color_card }} aria-hidden="true" />
              {line.product_color}
            </p>
            <div className="cart-line-row">
              <QuantityStepper
                value={line.num}
                max={line.stock_num}
                onChange={(num) => changeLine(line.cart_id, num).catch(fail(t))}
                disabled={line.stock_num <= 0}
                label={t('cart.quantityOf', { name: line.product_name })}
                decreaseLabel={t('cart.decrease')}
                increaseLabel={t('cart.increase')}
              />
              <span className="cart-line-price">{formatPrice(line.product_total_price)}</span>
            </div>
            {line.stock_num <= 0 && <p className="cart-line-out">{t('cart.soldOut')}</p>}
          </div>
          <button
            type="button"
            className="cart-line-remove"
            aria-label={t('cart.remove', { name: line.product_name })}
            onClick={() => removeLine(line.cart_id).catch(fail(t))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
